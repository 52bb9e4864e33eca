import { describe, expect, it } from '@rstest/core';
import { formatHoursText, parseHoursText } from './hours-text';

describe('a day of hours typed in a cell', () => {
  it('reads several intervals in any of the usual spellings, sorted', () => {
    expect(parseHoursText('14-18, 9:00–13')).toEqual({
      ok: true,
      hours: [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    });
    expect(parseHoursText('0930-1215')).toEqual({ ok: true, hours: [{ start: '09:30', end: '12:15' }] });
  });

  it('reads an empty cell as a day off', () => {
    expect(parseHoursText('  ')).toEqual({ ok: true, hours: [] });
  });

  it('refuses text that is not a time range, an end before its start, and overlaps', () => {
    expect(parseHoursText('morning')).toEqual({ ok: false, code: 'invalid_format' });
    expect(parseHoursText('9:75-12')).toEqual({ ok: false, code: 'invalid_format' });
    expect(parseHoursText('13-9')).toEqual({ ok: false, code: 'end_before_start' });
    expect(parseHoursText('9-13, 12-15')).toEqual({ ok: false, code: 'hours_overlap' });
  });

  it('writes the hours back as the cell shows them, and reads them again unchanged', () => {
    const text = formatHoursText([
      { start: '14:00', end: '18:00' },
      { start: '09:00', end: '13:00' },
    ]);
    expect(text).toBe('09:00–13:00, 14:00–18:00');
    expect(parseHoursText(text)).toEqual({
      ok: true,
      hours: [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    });
  });
});
