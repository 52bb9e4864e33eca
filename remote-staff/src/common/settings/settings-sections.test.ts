import { describe, expect, it } from '@rstest/core';
import { settingsSectionsFor } from './settings-sections';

describe('settingsSectionsFor', () => {
  it('shows a salon its page, branches, rules, services, team and accounts, as before', () => {
    expect(settingsSectionsFor('beauty').map((s) => s.path)).toEqual([
      'page',
      'branches',
      'booking-rules',
      'services',
      'team',
      'accounts',
    ]);
  });

  it("shows a restaurant its tables and none of the salon's services or team hours", () => {
    expect(settingsSectionsFor('gastro').map((s) => s.path)).toEqual([
      'page',
      'branches',
      'booking-rules',
      'tables',
      'accounts',
    ]);
  });
});
