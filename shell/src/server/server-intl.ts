import type { FirstScreenModule } from '@booking/shared/federation/first-screen';
import { FALLBACK_LOCALE, type Locale } from '@booking/shared/i18n/locale';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { shellMessages } from '../i18n/shell-messages';

const made = new WeakMap<FirstScreenModule, Map<Locale, Promise<IntlShape>>>();

/**
 * The texts of the shell and a remote in one language, with react-intl's formatters: made once
 * per remote module and language, not per request. A formatter holds no visitor's data, and
 * building the Intl formatters and parsing the messages anew was a good part of each render.
 */
export function serverIntl(remote: FirstScreenModule, locale: Locale): Promise<IntlShape> {
  const byLocale = made.get(remote) ?? new Map<Locale, Promise<IntlShape>>();
  made.set(remote, byLocale);
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = remote.loadMessages(locale).then((remoteMessages) =>
      createIntl(
        {
          locale,
          defaultLocale: FALLBACK_LOCALE,
          messages: { ...shellMessages[locale], ...remoteMessages },
          onError: () => {},
        },
        createIntlCache(),
      ),
    );
    // A catalog that failed to load is asked for again by the next request.
    intl.catch(() => byLocale.delete(locale));
    byLocale.set(locale, intl);
  }
  return intl;
}
