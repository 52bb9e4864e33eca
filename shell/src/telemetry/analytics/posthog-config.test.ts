import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import { describe, expect, it } from '@rstest/core';
import { posthogConfig } from './posthog-config';

const token = 'Zq3kR8vN2mXpL7wY4tB9sJ';
const env: RuntimeEnv = {
  environment: 'test',
  apiBase: 'https://api.example',
  remotes: { beauty: 'https://b.example', gastro: 'https://g.example', staff: 'https://s.example' },
  analytics: { key: 'key', host: 'https://ph.example', sessionIdleTimeoutSeconds: 1800 },
  errorReporting: { dsn: null, sampleRate: 0.5 },
  links: {
    privacy: 'https://x.example/p',
    imprint: 'https://x.example/i',
    terms: 'https://x.example/t',
    poweredBy: 'https://x.example/b',
  },
};
const recording = posthogConfig(env, () => {}).session_recording ?? {};

describe('session recording settings', () => {
  it('scrubs a manage token from every attribute rrweb records', () => {
    expect(recording.maskAttributeFn?.('href', `/demo-salon/mitte/${token}/reschedule`)).toBe(
      '/demo-salon/mitte/[token]/reschedule',
    );
    expect(recording.maskAttributeFn?.('href', 'https://salon.example/demo-salon/mitte/book')).toBe(
      'https://salon.example/demo-salon/mitte/book',
    );
  });

  it('scrubs a manage token from text and leaves other text as it is', () => {
    expect(recording.maskTextSelector).toBe('*');
    expect(recording.maskTextFn?.(`https://salon.example/demo-salon/mitte/${token}`)).toBe(
      'https://salon.example/demo-salon/mitte/[token]',
    );
    expect(recording.maskTextFn?.('Ladies’ cut, 45 min')).toBe('Ladies’ cut, 45 min');
  });

  it("scrubs a manage token from the page address of a snapshot and from recorded requests' URLs", () => {
    const entry = (name: string) => ({ name, entryType: 'resource', startTime: 0, duration: 1 });
    expect(recording.maskCapturedNetworkRequestFn?.(entry(`https://salon.example/demo-salon/mitte/${token}`))).toEqual(
      entry('https://salon.example/demo-salon/mitte/[token]'),
    );
    expect(recording.maskCapturedNetworkRequestFn?.(entry('https://api.example/v0/services'))).toEqual(
      entry('https://api.example/v0/services'),
    );
  });

  it('masks what visitors type', () => {
    expect(recording.maskAllInputs).toBe(true);
  });
});
