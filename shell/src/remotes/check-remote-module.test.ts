import { describe, expect, it } from '@rstest/core';
import { checkRemoteModule } from './check-remote-module';

const routes = [{ path: 'book' }];
const loadMessages = async () => ({});

describe('checkRemoteModule', () => {
  it('mounts a remote that needs the shell contract this shell provides', () => {
    const checked = checkRemoteModule({ routes, loadMessages, requiresShell: 2 }, 2);
    expect(checked).toMatchObject({ ok: true, module: { routes, requiresShell: 2 } });
  });

  it('mounts a remote built against an older contract: a shell only ever adds', () => {
    expect(checkRemoteModule({ routes, loadMessages, requiresShell: 1 }, 2).ok).toBe(true);
  });

  it('takes a remote without requiresShell as one that needs version 1', () => {
    expect(checkRemoteModule({ routes, loadMessages }, 1)).toMatchObject({ ok: true, module: { requiresShell: 1 } });
  });

  it('refuses a remote that needs a newer shell, naming both versions', () => {
    expect(checkRemoteModule({ routes, loadMessages, requiresShell: 3 }, 2)).toEqual({
      ok: false,
      problem: 'needs-newer-shell',
      requiresShell: 3,
      shellContract: 2,
    });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'routes'],
    ['no routes', { loadMessages, requiresShell: 1 }],
    ['no message loader', { routes, requiresShell: 1 }],
    ['a version that is not a whole number', { routes, loadMessages, requiresShell: '2' }],
    ['version 0', { routes, loadMessages, requiresShell: 0 }],
  ])('refuses %s as not a remote module', (_, value) => {
    expect(checkRemoteModule(value, 2)).toEqual({ ok: false, problem: 'not-a-remote-module' });
  });
});
