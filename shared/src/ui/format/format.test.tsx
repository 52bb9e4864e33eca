import { describe, expect, it } from '@rstest/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { recordIntlError } from '../../testing/intl-errors';
import { FormattedDuration } from './formatted-duration';
import { FormattedMoney } from './formatted-money';
import { FormattedZoned } from './formatted-zoned';

const text = (locale: string, ui: ReactElement) =>
  render(
    <IntlProvider locale={locale} onError={recordIntlError}>
      {ui}
    </IntlProvider>,
  ).container.textContent?.replace(/\u00a0|\u202f/g, ' ');

describe('formatting in the branch zone and the visitor language', () => {
  it('shows a Berlin time as Berlin wall time, whatever zone the test machine runs in', () => {
    expect(text('de', <FormattedZoned value="2026-03-29T03:00:00+02:00[Europe/Berlin]" />)).toBe('03:00');
    expect(text('en', <FormattedZoned value="2026-10-25T02:30:00+01:00[Europe/Berlin]" />)).toBe('2:30 AM');
  });

  it('tells the two 02:30 of the October night apart by the zone name when asked', () => {
    const first = text('en', <FormattedZoned value="2026-10-25T02:30:00+02:00[Europe/Berlin]" withZoneName />);
    const second = text('en', <FormattedZoned value="2026-10-25T02:30:00+01:00[Europe/Berlin]" withZoneName />);
    expect(first).toMatch(/^2:30 AM GMT\+2|CEST/);
    expect(second).toMatch(/^2:30 AM GMT\+1|CET/);
    expect(first).not.toBe(second);
  });

  it('writes the local date of a late evening in the branch zone, not in UTC', () => {
    expect(text('en', <FormattedZoned value="2026-11-30T23:30:00+01:00[Europe/Berlin]" dateStyle="medium" />)).toBe(
      'Nov 30, 2026',
    );
  });

  it('formats money from minor units by the currency and language', () => {
    expect(text('de', <FormattedMoney money={{ amount_minor: 1250, currency: 'EUR' }} />)).toBe('12,50 €');
    expect(text('en', <FormattedMoney money={{ amount_minor: 1250, currency: 'EUR' }} />)).toBe('€12.50');
    expect(text('en', <FormattedMoney money={{ amount_minor: 1250, currency: 'JPY' }} />)).toBe('¥1,250');
  });

  it('writes durations in hours and minutes', () => {
    expect(text('en', <FormattedDuration minutes={90} />)).toBe('1 hr 30 min');
    expect(text('de', <FormattedDuration minutes={45} />)).toBe('45 Min.');
    expect(text('de', <FormattedDuration minutes={120} />)).toBe('2 Std.');
  });
});
