import { describe, expect, it } from '@rstest/core';
import { clockText, holdAnnouncement, holdSecondsLeft } from './hold-remaining';

// A fake clock: instants are given, never read from the machine.
const expiresAt = '2026-03-29T10:10:00+02:00[Europe/Berlin]';
const at = (iso: string) => new Date(iso).getTime();

describe('hold remaining', () => {
  it('counts the seconds to the expiry in the zone the API wrote it', () => {
    expect(holdSecondsLeft(expiresAt, at('2026-03-29T08:00:00Z'))).toBe(600);
    expect(holdSecondsLeft(expiresAt, at('2026-03-29T08:09:59.500Z'))).toBe(1);
  });

  it('never goes below zero once the hold has run out', () => {
    expect(holdSecondsLeft(expiresAt, at('2026-03-29T08:15:00Z'))).toBe(0);
  });

  it('announces whole minutes, so the live region changes once a minute', () => {
    expect(holdAnnouncement(600)).toEqual({ minutes: 10 });
    expect(holdAnnouncement(541)).toEqual({ minutes: 10 });
    expect(holdAnnouncement(540)).toEqual({ minutes: 9 });
    expect(holdAnnouncement(60)).toEqual({ minutes: 1 });
  });

  it('says under a minute in the last minute and nothing once expired', () => {
    expect(holdAnnouncement(59)).toEqual({ underAMinute: true });
    expect(holdAnnouncement(0)).toBeNull();
  });

  it('shows the clock as minutes and two-digit seconds', () => {
    expect(clockText(600)).toBe('10:00');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(0)).toBe('0:00');
  });
});
