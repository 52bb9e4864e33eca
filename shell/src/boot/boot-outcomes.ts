/** A boot that cannot go on for a reason the visitor may fix by trying again. */
export class BootError extends Error {
  override readonly name = 'BootError';
  constructor(
    readonly stage: 'configuration' | 'remote',
    readonly httpStatus: number | null,
    options?: { cause?: unknown },
  ) {
    super(`boot failed while loading the ${stage}${httpStatus ? ` (HTTP ${httpStatus})` : ''}`, options);
  }
}

/** Thrown as a route error: the router's error boundary shows merchant_not_found. */
export function merchantNotFound(): Response {
  return new Response(null, { status: 404, statusText: 'merchant_not_found' });
}
