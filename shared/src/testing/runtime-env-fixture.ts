import type { RuntimeEnv } from '../contract/runtime-env';

/** A valid env.json for tests of the server's drawing: the API at `apiBase`, remotes and links nobody fetches. */
export function runtimeEnvFixture(apiBase = 'http://api.test'): RuntimeEnv {
  return {
    environment: 'development',
    apiBase,
    remotes: {
      beauty: 'http://beauty.test/mf-manifest.json',
      gastro: 'http://gastro.test/mf-manifest.json',
      staff: 'http://staff.test/mf-manifest.json',
    },
    analytics: { key: null, host: null, sessionIdleTimeoutSeconds: 1800 },
    errorReporting: { dsn: null, sampleRate: 1 },
    links: {
      privacy: 'https://example.com/privacy',
      imprint: 'https://example.com/imprint',
      terms: 'https://example.com/terms',
      poweredBy: 'https://example.com/',
    },
  };
}
