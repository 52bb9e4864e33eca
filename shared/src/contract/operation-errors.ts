import type { ErrorCode } from '../errors/codes';
import type { Operation } from './operation';

/**
 * A write under /v0/staff: the API's staff write guard (decision 0021) answers it 403
 * `origin_not_allowed` from an origin that is not a front end's, and 415
 * `unsupported_media_type` when it is not JSON, before the operation's own handler runs.
 */
export const isStaffWrite = (op: Pick<Operation, 'method' | 'path'>) =>
  op.method !== 'get' && (op.path === '/v0/staff' || op.path.startsWith('/v0/staff/'));

/** The one content type a staff write takes: JSON, or raw bytes for an upload (decision 0058). */
export const staffWriteType = (op: Pick<Operation, 'upload'>) =>
  op.upload ? 'application/octet-stream' : 'application/json';

/**
 * Every error code an operation can answer: its own, those of the staff write guard, 431
 * `headers_too_large` and 408 `request_timeout` (the HTTP server's own answers to an
 * oversized request line or headers, and to headers or a body that arrive too slowly, in the
 * one error shape), 503 `unavailable` (the database cannot be reached: decision 0079) and
 * 500 `internal`.
 */
export function errorsOf(op: Operation): readonly ErrorCode[] {
  const common: ErrorCode[] = [
    ...(isStaffWrite(op) ? (['origin_not_allowed', 'unsupported_media_type'] as const) : []),
    'headers_too_large',
    'request_timeout',
    'unavailable',
    'internal',
  ];
  return [...new Set([...op.errors, ...common])];
}
