/** The organization is the first path segment; `null` when there is none. */
export function organizationFromPath(pathname: string): string | null {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  if (!first) return null;
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}
