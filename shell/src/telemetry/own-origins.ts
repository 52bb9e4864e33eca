import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';

/** Origins whose scripts are ours: a failure to load one of them is deploy skew, not noise. */
export function ownOrigins(env: RuntimeEnv): string[] {
  const origins = [window.location.origin];
  for (const url of [env.apiBase, ...Object.values(env.remotes)]) {
    try {
      origins.push(new URL(url).origin);
    } catch {
      // The schema only lets http(s) URLs through; nothing to add otherwise.
    }
  }
  return origins;
}
