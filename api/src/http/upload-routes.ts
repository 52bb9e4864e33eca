import { OPERATIONS } from '@booking/shared/contract/operations';
import { honoPath } from './register-operation';

/**
 * The operations whose body is a file (decision 0058), by method and path, for the
 * middleware that runs before routing: the JSON body bound, the staff write guard's content
 * type and the body deadline treat them apart. Upload paths have no parameters.
 */
export function createUploadRoutes() {
  const uploads = OPERATIONS.filter((op) => op.upload);
  const routes = new Set(uploads.map((op) => `${op.method.toUpperCase()} ${honoPath(op.path)}`));
  const maxBytes = Math.max(0, ...uploads.map((op) => op.upload?.maxBytes ?? 0));
  return { isUpload: (method: string, path: string) => routes.has(`${method} ${path}`), maxBytes };
}
