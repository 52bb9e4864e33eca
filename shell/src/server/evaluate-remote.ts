import { createHash } from 'node:crypto';
import { runInThisContext } from 'node:vm';
import { FIRST_SCREEN_CONTRACT, type FirstScreenModule } from '@booking/shared/federation/first-screen';
import { serverShared } from './server-shared';

/**
 * A remote's server module is CommonJS without the modules it shares
 * (shared/src/federation/remote-server-rsbuild-config.ts). Evaluated here, its `require` of a
 * shared module answers this renderer's own copy: one React for the frame and the page. Kept
 * per content for this renderer's life; a new release of the shell is a new renderer with its
 * own React, and evaluates the remote's module again. Keyed by the code itself: the loader hands
 * the same string for every request of a release, and V8 keeps a string's hash, so a lookup costs
 * nothing, where hashing megabytes of code on every request held the drawn pages to a fifth of
 * the plain page's rate.
 */
const evaluated = new Map<string, FirstScreenModule | null>();

function requireShared(name: string): unknown {
  if (Object.hasOwn(serverShared, name)) return serverShared[name as keyof typeof serverShared];
  throw new Error(`a remote's server module asked for ${name}, which the shell does not share`);
}

function isFirstScreenModule(value: unknown): value is FirstScreenModule {
  const module = value as Partial<FirstScreenModule> | null;
  return (
    module?.firstScreenContract === FIRST_SCREEN_CONTRACT &&
    Array.isArray(module.routes) &&
    typeof module.loadMessages === 'function' &&
    Array.isArray(module.firstScreens)
  );
}

/** The remote's screens, or null for a module of another contract (the browser draws its pages). */
export function evaluateRemote(code: string): FirstScreenModule | null {
  const known = evaluated.get(code);
  if (known !== undefined) return known;
  const hash = createHash('sha256').update(code).digest('hex');
  const module = { exports: {} as Record<string, unknown> };
  const run = runInThisContext(`(function (require, module, exports) {${code}\n})`, {
    filename: `remote-first-screen-${hash.slice(0, 10)}.cjs`,
  }) as (require: (name: string) => unknown, module: unknown, exports: unknown) => void;
  run(requireShared, module, module.exports);
  const screens = isFirstScreenModule(module.exports.firstScreen) ? module.exports.firstScreen : null;
  evaluated.set(code, screens);
  return screens;
}
