import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { runtimeEnvFixture } from './runtime-env-fixture';

/**
 * The booking API at the process boundary, for a loader's test: the runtime env names
 * `http://api.test`, `globalThis.fetch` answers each request with `answer`, and every URL asked
 * is kept in `asked`, in order. `restore` puts the real fetch back.
 */
export function fakeApi(answer: (url: URL) => Response) {
  const asked: URL[] = [];
  const realFetch = globalThis.fetch;
  runtimeEnvStore.getState().setEnv(runtimeEnvFixture());
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(url);
    return answer(url);
  };
  return {
    asked,
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}
