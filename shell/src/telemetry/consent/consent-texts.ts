import type { Locale } from '@booking/shared/i18n/locale';
import { createIntl } from 'react-intl';
import type { Translation } from 'vanilla-cookieconsent';
import { shellMessages } from '../../i18n/shell-messages';

/** The banner's texts in both languages, from the shell's catalogs. */
export function consentTranslation(locale: Locale): Translation {
  const intl = createIntl({ locale, messages: shellMessages[locale] });
  const t = (id: string) => intl.formatMessage({ id });
  return {
    consentModal: {
      title: t('shell.consent.title'),
      description: t('shell.consent.description'),
      acceptAllBtn: t('shell.consent.acceptAll'),
      acceptNecessaryBtn: t('shell.consent.acceptNecessary'),
      showPreferencesBtn: t('shell.consent.preferences'),
    },
    preferencesModal: {
      title: t('shell.consent.preferencesTitle'),
      acceptAllBtn: t('shell.consent.acceptAll'),
      acceptNecessaryBtn: t('shell.consent.acceptNecessary'),
      savePreferencesBtn: t('shell.consent.save'),
      closeIconLabel: t('shell.consent.close'),
      sections: [
        { description: t('shell.consent.intro') },
        {
          title: t('shell.consent.necessaryTitle'),
          description: t('shell.consent.necessaryDescription'),
          linkedCategory: 'necessary',
        },
        {
          title: t('shell.consent.targetingTitle'),
          description: t('shell.consent.targetingDescription'),
          linkedCategory: 'targeting',
        },
      ],
    },
  };
}
