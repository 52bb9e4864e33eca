import type { RemoteModule } from '@booking/shared/federation/remote-contract';

/** Why a loaded remote cannot be mounted, or the module to mount. */
export type RemoteModuleCheck =
  | { ok: true; module: RemoteModule }
  | { ok: false; problem: 'not-a-remote-module' }
  | { ok: false; problem: 'needs-newer-shell'; requiresShell: number; shellContract: number };

/**
 * Checks what `loadRemote` gave against the shell's contract before any of its routes mount.
 * A remote that needs a newer shell than this one would fail later, somewhere inside a
 * render, on a router API this shell does not share; refusing it here gives the visitor the
 * error screen and the report says why. A remote without `requiresShell` predates the field
 * and needs version 1.
 */
export function checkRemoteModule(value: unknown, shellContract: number): RemoteModuleCheck {
  if (!value || typeof value !== 'object') return { ok: false, problem: 'not-a-remote-module' };
  const candidate = value as Partial<Record<keyof RemoteModule, unknown>>;
  if (!Array.isArray(candidate.routes) || typeof candidate.loadMessages !== 'function') {
    return { ok: false, problem: 'not-a-remote-module' };
  }
  const requiresShell = candidate.requiresShell ?? 1;
  if (typeof requiresShell !== 'number' || !Number.isInteger(requiresShell) || requiresShell < 1) {
    return { ok: false, problem: 'not-a-remote-module' };
  }
  if (requiresShell > shellContract) return { ok: false, problem: 'needs-newer-shell', requiresShell, shellContract };
  return { ok: true, module: { ...(value as RemoteModule), requiresShell } };
}
