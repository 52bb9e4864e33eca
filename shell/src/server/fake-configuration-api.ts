import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Configuration } from '@booking/shared/contract/configuration';
import { runtimeEnvFixture } from '@booking/shared/testing/runtime-env-fixture';

/**
 * For the shell's server tests: the API over HTTP as the renderer meets it, a process boundary
 * rather than a stubbed `fetch`, answering `GET /v0/configurations/public/booking/<organization>`
 * with what `answer` gives for that organization. `answer` may hold the response back (a slow
 * merchant) by returning a promise.
 */
export interface FakeConfigurationApi {
  apiBase: string;
  /** env.json as the static server passes it, pointing at this API. */
  env: Record<string, unknown>;
  close: () => void;
}

export async function fakeConfigurationApi(
  answer: (organization: string) => Configuration | Promise<Configuration>,
): Promise<FakeConfigurationApi> {
  const server: Server = createServer((request, response) => {
    const organization = /\/v0\/configurations\/public\/booking\/([a-z0-9-]+)$/.exec(request.url ?? '')?.[1];
    if (!organization) {
      response.writeHead(404).end();
      return;
    }
    void Promise.resolve(answer(organization)).then((configuration) => {
      if (response.destroyed) return;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ results: { configuration } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase,
    env: runtimeEnvFixture(apiBase),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
