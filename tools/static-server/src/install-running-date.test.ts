import { describe, expect, it } from '@rstest/core';
import { installRunningDate } from './install-running-date';

describe('installRunningDate', () => {
  const tuesday = Date.parse('2026-12-01T07:30:00Z');

  it('makes the current time read the clock, and leaves explicit dates alone', () => {
    const scope = { Date };
    let now = tuesday;
    installRunningDate(() => now, scope);
    expect(new scope.Date().toISOString()).toBe('2026-12-01T07:30:00.000Z');
    now += 61_000;
    expect(scope.Date.now()).toBe(tuesday + 61_000);
    expect(scope.Date()).toBe(new Date(tuesday + 61_000).toString());
    expect(new scope.Date('2027-03-28T01:00:00Z').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(new scope.Date(2026, 0, 1).getFullYear()).toBe(2026);
    expect(scope.Date.UTC(2026, 11, 1)).toBe(Date.UTC(2026, 11, 1));
    expect(new scope.Date()).toBeInstanceOf(Date);
    // The test runner's own Date is untouched.
    expect(globalThis.Date).not.toBe(scope.Date);
    expect(Date.now).not.toBe(scope.Date.now);
  });

  it('keeps subclasses working (libraries extend Date)', () => {
    const scope = { Date };
    installRunningDate(() => tuesday, scope);
    class Stamp extends scope.Date {
      label() {
        return this.toISOString().slice(0, 10);
      }
    }
    expect(new Stamp().label()).toBe('2026-12-01');
  });
});
