import type { Operation } from '../contract/operation';

type Values = Record<string, unknown> | undefined;

/**
 * The URL of one call: `{name}` segments of the operation's path filled from `params`
 * (encoded), then `query` (unset values left out, arrays joined as the API reads them).
 */
export function buildUrl(apiBase: string, op: Operation, params: Values, query: Values): string {
  const path = op.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${op.id}: path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : '';
  return `${apiBase}${path}${suffix}`;
}
