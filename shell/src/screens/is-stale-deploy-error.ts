/**
 * A chunk that no longer exists on the server means this tab runs a release that has since
 * been replaced (deploy skew): only a reload helps. Bundlers word it differently, so match
 * the known shapes, following `cause` chains (route loaders wrap errors).
 */
const CHUNK_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isStaleDeployError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(`${error.name}: ${error.message}`)) return true;
  return isStaleDeployError(error.cause, depth + 1);
}
