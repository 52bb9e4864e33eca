import type { DataResult } from '@booking/shared/api-client/call-for-data';
import type { ConfigurationResponse } from '@booking/shared/contract/configuration';
import { configurationFixture } from '@booking/shared/testing/configuration-fixture';
import { describe, expect, it } from '@rstest/core';
import { type BootState, bootTransition, startBoot } from './boot-machine';

const loading: BootState = { status: 'loading-configuration', organization: 'demo-salon' };

function answered(activated: boolean): DataResult<ConfigurationResponse> {
  const configuration = configurationFixture();
  configuration.reservations.customization.reservations_page_activated = activated;
  return { ok: true, status: 200, data: { results: { configuration } } };
}

describe('boot machine', () => {
  it('goes straight to merchant_not_found when the path has no organization', () => {
    expect(startBoot(null)).toEqual({ status: 'merchant-not-found' });
  });

  it('starts by loading the configuration of the first path segment', () => {
    expect(startBoot('demo-salon')).toEqual(loading);
  });

  it('loads the remote of an activated merchant next', () => {
    const next = bootTransition(loading, { type: 'configuration-result', result: answered(true) });
    expect(next.status).toBe('loading-remote');
  });

  it('treats a page that is not activated as merchant_not_found', () => {
    expect(bootTransition(loading, { type: 'configuration-result', result: answered(false) })).toEqual({
      status: 'merchant-not-found',
    });
  });

  it("still opens a booking's own link when the page is switched off", () => {
    const link = startBoot('demo-salon', true);
    expect(bootTransition(link, { type: 'configuration-result', result: answered(false) }).status).toBe(
      'loading-remote',
    );
  });

  it('treats a 404 as merchant_not_found', () => {
    const result: DataResult<ConfigurationResponse> = { ok: false, status: 404 };
    expect(bootTransition(loading, { type: 'configuration-result', result }).status).toBe('merchant-not-found');
  });

  it.each([
    ['a server error', { ok: false, status: 503, error: null }],
    ['a network failure', { ok: false, status: 0, error: null, network: true }],
    ['a malformed configuration (200 that fails the schema)', { ok: false, status: 200, error: null }],
  ] as const)('turns %s into the error state', (_name, result) => {
    const next = bootTransition(loading, { type: 'configuration-result', result });
    expect(next).toMatchObject({ status: 'error', cause: 'configuration', organization: 'demo-salon' });
  });

  it('is ready once the remote loaded', () => {
    const remote = bootTransition(loading, { type: 'configuration-result', result: answered(true) });
    expect(bootTransition(remote, { type: 'remote-loaded' }).status).toBe('ready');
  });

  it('turns a failed remote into the error state', () => {
    const remote = bootTransition(loading, { type: 'configuration-result', result: answered(true) });
    expect(bootTransition(remote, { type: 'remote-failed' })).toMatchObject({ status: 'error', cause: 'remote' });
  });

  it('starts over from the configuration on retry', () => {
    const failed: BootState = { status: 'error', organization: 'demo-salon', cause: 'remote', httpStatus: null };
    expect(bootTransition(failed, { type: 'retry' })).toEqual(loading);
  });

  it('ignores events that do not belong to the current state', () => {
    expect(bootTransition(loading, { type: 'remote-loaded' })).toBe(loading);
    const notFound: BootState = { status: 'merchant-not-found' };
    expect(bootTransition(notFound, { type: 'retry' })).toBe(notFound);
  });
});
