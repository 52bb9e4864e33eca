import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-response';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;
const BYTES_TYPE = /^application\/octet-stream\s*(?:;|$)/i;

/**
 * Every staff write (any method but GET, HEAD and OPTIONS under /v0/staff, sign-in and
 * sign-out included) must come from one of the front ends' origins and carry JSON. The
 * staff cookie is SameSite=Lax, and every sibling origin of the product is same-site, so
 * the cookie alone would let a page on any of them post a form here. A browser always
 * sends Origin on a cross-origin write and cannot forge it; an HTML form cannot send
 * `application/json`, and a script that does needs a CORS preflight this API grants only
 * to the same front-end origins. Decision 0021 says why not a CSRF token.
 */
export function staffWriteGuard(
  allowedOrigins: ReadonlySet<string>,
  isUpload: (method: string, path: string) => boolean = () => false,
): MiddlewareHandler {
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    if (!allowedOrigins.has(c.req.header('origin') ?? '')) {
      return errorResponse(c, { code: 'origin_not_allowed' });
    }
    // An upload's bytes are `application/octet-stream`: no form can send that type either,
    // and a script on another origin needs the same preflight (decision 0058).
    const upload = isUpload(c.req.method, c.req.path);
    if (!(upload ? BYTES_TYPE : JSON_TYPE).test(c.req.header('content-type') ?? '')) {
      const expected = upload ? 'application/octet-stream' : 'application/json';
      return errorResponse(c, { code: 'unsupported_media_type', params: { expected } });
    }
    return next();
  };
}
