import { describe, expect, it } from '@rstest/core';
import { createCircuitBreaker } from './circuit-breaker';

function breakerOnAFakeClock() {
  let at = 0;
  const breaker = createCircuitBreaker({ failures: 3, openMs: 2000, now: () => at });
  const advance = (ms: number) => {
    at += ms;
  };
  return { breaker, advance };
}

describe('circuit breaker', () => {
  it('lets every call through while failures stay below the threshold', () => {
    const { breaker } = breakerOnAFakeClock();
    breaker.failed();
    breaker.failed();
    expect(breaker.admit()).toEqual({ ok: true });
    expect(breaker.state()).toBe('closed');
  });

  it('counts only failures in a row: a success in between starts the count again', () => {
    const { breaker } = breakerOnAFakeClock();
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.state()).toBe('closed');
  });

  it('opens after the threshold and refuses with the time left until a probe', () => {
    const { breaker, advance } = breakerOnAFakeClock();
    for (let i = 0; i < 3; i++) breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.admit()).toEqual({ ok: false, retryAfterMs: 2000 });
    advance(1500);
    expect(breaker.admit()).toEqual({ ok: false, retryAfterMs: 500 });
  });

  it('half-opens after the open time and lets exactly one probe through', () => {
    const { breaker, advance } = breakerOnAFakeClock();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(2000);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.admit()).toEqual({ ok: true, probe: true });
    expect(breaker.admit()).toMatchObject({ ok: false });
  });

  it('closes when the probe succeeds', () => {
    const { breaker, advance } = breakerOnAFakeClock();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(2000);
    breaker.admit();
    breaker.succeeded();
    expect(breaker.state()).toBe('closed');
    expect(breaker.admit()).toEqual({ ok: true });
  });

  it('opens again for the whole open time when the probe fails', () => {
    const { breaker, advance } = breakerOnAFakeClock();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(2000);
    const probe = breaker.admit();
    breaker.failed(probe.ok && probe.probe);
    expect(breaker.state()).toBe('open');
    expect(breaker.admit()).toEqual({ ok: false, retryAfterMs: 2000 });
    advance(2000);
    expect(breaker.admit()).toEqual({ ok: true, probe: true });
  });

  it('does not let late failures of calls admitted before it opened push the probe back', () => {
    const { breaker, advance } = breakerOnAFakeClock();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(1900);
    breaker.failed();
    advance(100);
    expect(breaker.admit()).toEqual({ ok: true, probe: true });
  });
});
