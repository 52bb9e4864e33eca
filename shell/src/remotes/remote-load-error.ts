import type { RemoteName } from '@booking/shared/federation/remote-contract';

/**
 * A remote's code could not be loaded or mounted (404, timeout, bad manifest, wrong shape, a
 * newer shell contract than this shell's). `facts` go into the error report beside it.
 */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly facts: Record<string, string | number>;
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown; facts?: Record<string, string | number> },
  ) {
    super(message, options);
    this.facts = options?.facts ?? {};
  }
}

/** What a report about a failed remote should say beyond the remote's name. */
export function remoteFailureFacts(error: unknown): Record<string, string | number> {
  return error instanceof RemoteLoadError ? { reason: error.message, ...error.facts } : {};
}
