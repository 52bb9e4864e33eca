import { createRequestStores, loaderContextWith } from '@booking/shared/stores/request-stores';
import { runtimeEnvFixture } from '@booking/shared/testing/runtime-env-fixture';
import { describe, expect, it } from '@rstest/core';
import { staffLoaderApi } from './staff-api';
import { staffSessionInReach } from './staff-loader-request';

const serverContext = () =>
  loaderContextWith(
    createRequestStores({ env: runtimeEnvFixture('https://api.server'), configuration: null, locale: 'en' }),
  );

describe('staffLoaderApi', () => {
  it("calls its request's API with the session cookie, and sends an ended session to sign in", () => {
    const signal = new AbortController().signal;
    expect(staffLoaderApi(serverContext(), signal)).toEqual({
      apiBase: 'https://api.server',
      credentials: 'include',
      signInPath: '/staff',
      signal,
    });
  });
});

describe('staffSessionInReach', () => {
  it('is out of reach while the server draws the page, in reach in the browser', () => {
    expect(staffSessionInReach(serverContext())).toBe(false);
    expect(staffSessionInReach(undefined)).toBe(true);
  });
});
