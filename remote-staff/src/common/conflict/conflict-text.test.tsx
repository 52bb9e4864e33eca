import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { describe, expect, it } from '@rstest/core';
import en from '../../i18n/en.json';
import { ConflictText } from './conflict-text';

const text = (error: Parameters<typeof ConflictText>[0]['error']) =>
  renderWithIntl(<ConflictText error={error} />, en).container.textContent?.replace(/\s/g, ' ');

describe('ConflictText', () => {
  it('names the appointments an absence would cover, in the branch zone', () => {
    expect(
      text({
        code: 'appointment_conflict',
        params: {
          with: 'appointment',
          id: 'a1',
          start: '2026-07-13T10:00:00+02:00[Europe/Berlin]',
          end: '2026-07-13T10:45:00+02:00[Europe/Berlin]',
          count: 2,
        },
      }),
    ).toBe('This overlaps 2 appointments, the first on Monday, July 13, 2026 from 10:00 AM to 10:45 AM.');
  });

  it('gives the end its date when an absence runs into another day', () => {
    expect(
      text({
        code: 'appointment_conflict',
        params: {
          with: 'absence',
          start: '2026-07-13T00:00:00+02:00[Europe/Berlin]',
          end: '2026-07-15T00:00:00+02:00[Europe/Berlin]',
        },
      }),
    ).toBe(
      'This overlaps an absence of the employee on Monday, July 13, 2026 from 12:00 AM to Wednesday, July 15, 2026 at 12:00 AM.',
    );
  });

  it('falls back to the error text for anything else', () => {
    expect(text({ code: 'not_editable' })).toBe('This booking can no longer be changed');
  });
});
