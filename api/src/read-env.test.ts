import { describe, expect, it } from '@rstest/core';
import { readEnv } from './read-env';

describe('readEnv', () => {
  it('defaults to port 4000, PGlite under the repo and the four local front ends', () => {
    const env = readEnv({});
    expect(env.port).toBe(4000);
    expect(env.databaseUrl).toBeNull();
    expect(env.dataDir).toMatch(/\/\.data\/pglite$/);
    expect(env.corsOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
    ]);
    expect(env.secureCookies).toBe(false);
  });

  it('reads every setting from the environment', () => {
    const env = readEnv({
      PORT: '4100',
      DATABASE_URL: 'postgres://u@localhost/db',
      DATA_DIR: '/tmp/x',
      CORS_ORIGINS: ' https://a.example , https://b.example,',
      COOKIE_SECURE: 'true',
    });
    expect(env).toEqual({
      port: 4100,
      databaseUrl: 'postgres://u@localhost/db',
      dataDir: '/tmp/x',
      corsOrigins: ['https://a.example', 'https://b.example'],
      secureCookies: true,
    });
  });

  it('refuses a port that is not one', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow('PORT');
  });
});
