import { describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import de from '../../i18n/messages/de.json';
import en from '../../i18n/messages/en.json';
import { ErrorText, type ErrorTextProps } from './error-text';

/** A react-intl error (a missing text or value) fails the test rather than showing an id. */
const fail = (error: unknown) => {
  throw error;
};

const render = (locale: 'en' | 'de', props: ErrorTextProps) =>
  renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale, messages: locale === 'en' ? en : de, onError: fail },
      createElement(ErrorText, props),
    ),
  );

describe('ErrorText', () => {
  it('words an API error by its code, in the SPEC wording', () => {
    expect(render('en', { error: { code: 'slot_taken' } })).toBe('Selected time slot no longer available');
    expect(render('de', { error: { code: 'slot_taken' } })).toBe('Der gewählte Zeitpunkt ist nicht mehr verfügbar');
  });

  it("fills in the error's params", () => {
    const error = { code: 'rate_limited', params: { retry_after_seconds: 30 } } as const;
    expect(render('en', { error })).toBe('Too many attempts. Try again in 30 seconds');
    expect(render('de', { error })).toBe('Zu viele Versuche. Versuchen Sie es in 30 Sekunden erneut');
    const soon = { code: 'rate_limited', params: { retry_after_seconds: 1 } } as const;
    expect(render('en', { error: soon })).toBe('Too many attempts. Try again in 1 second');
    expect(render('de', { error: soon })).toBe('Zu viele Versuche. Versuchen Sie es in einer Sekunde erneut');
  });

  it("words a field problem by its code with the field's params", () => {
    expect(render('en', { field: { code: 'too_long', params: { max: 80 } } })).toBe('At most 80 characters');
    expect(render('de', { field: { code: 'range_too_long', params: { max_days: 31 } } })).toBe(
      'Höchstens 31 Tage auf einmal',
    );
  });
});
