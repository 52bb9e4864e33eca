import type { RemoteName } from '@booking/shared/federation/remote-contract';

/** A remote's code could not be loaded (404, timeout, bad manifest, wrong shape). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
