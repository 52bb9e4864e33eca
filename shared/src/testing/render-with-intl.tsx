import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../i18n/messages/en.json';

/** Renders a kit component with the shared English texts, as a remote would. */
export function renderWithIntl(ui: ReactElement, messages: Record<string, string> = {}) {
  return render(
    <IntlProvider locale="en" messages={{ ...en, ...messages }}>
      {ui}
    </IntlProvider>,
  );
}
