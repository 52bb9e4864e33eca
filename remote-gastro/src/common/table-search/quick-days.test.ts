import { describe, expect, test } from '@rstest/core';
import { quickDays } from './quick-days';

describe('quickDays', () => {
  test('offers the first days of the window, across a month end', () => {
    expect(quickDays('2026-11-28', '2027-01-31', null, 5)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  test('stops at the end of a short window', () => {
    expect(quickDays('2026-11-28', '2026-11-29', null, 7)).toEqual(['2026-11-28', '2026-11-29']);
  });

  test('adds a later chosen day so the selection stays visible, once', () => {
    expect(quickDays('2026-11-28', '2027-01-31', '2026-12-24', 2)).toEqual(['2026-11-28', '2026-11-29', '2026-12-24']);
    expect(quickDays('2026-11-28', '2027-01-31', '2026-11-29', 2)).toEqual(['2026-11-28', '2026-11-29']);
  });

  test('ignores a chosen day outside the window', () => {
    expect(quickDays('2026-11-28', '2027-01-31', '2027-03-01', 1)).toEqual(['2026-11-28']);
  });
});
