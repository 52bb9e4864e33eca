import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../i18n/messages/en.json';
import { recordIntlError } from './intl-errors';

/**
 * Renders a kit component with the shared English texts, as a remote would. A react-intl
 * error (a missing message or placeholder value) fails the test (`intl-errors.ts`).
 */
export function renderWithIntl(ui: ReactElement, messages: Record<string, string> = {}) {
  return render(
    <IntlProvider locale="en" messages={{ ...en, ...messages }} onError={recordIntlError}>
      {ui}
    </IntlProvider>,
  );
}
