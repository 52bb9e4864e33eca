import type { Configuration } from '@booking/shared/contract/configuration';
import { LOCALES } from '@booking/shared/i18n/locale';
import { useLocale } from '@booking/shared/stores/locale';
import { useRuntimeEnv } from '@booking/shared/stores/runtime-env';
import { FormattedMessage, useIntl } from 'react-intl';
import { switchLocale } from '../i18n/locale-preference';
import { showConsentPreferences } from '../telemetry/consent/consent-loader';

const LOCALE_NAMES = { en: 'shell.locale.en', de: 'shell.locale.de' } as const;

/**
 * Footer links: the merchant's own terms, privacy policy and imprint win; otherwise the
 * environment file's. A missing target is no link at all.
 */
export function Footer({ configuration }: { configuration: Configuration | null }) {
  const env = useRuntimeEnv();
  const intl = useIntl();
  const locale = useLocale();
  const own = configuration?.reservations.customization;
  const links = [
    { id: 'shell.footer.terms', href: own?.terms_of_service_url ?? env.links.terms },
    { id: 'shell.footer.privacy', href: own?.privacy_policy_url ?? env.links.privacy },
    { id: 'shell.footer.imprint', href: own?.imprint_url ?? env.links.imprint },
  ].filter((link): link is { id: string; href: string } => Boolean(link.href));
  return (
    <footer className="footer">
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.legal' })}>
        <ul className="footer-links">
          {links.map((link) => (
            <li key={link.id}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                <FormattedMessage id={link.id} />
              </a>
            </li>
          ))}
          <li>
            <button type="button" className="link-button" onClick={showConsentPreferences}>
              <FormattedMessage id="shell.footer.cookieSettings" />
            </button>
          </li>
        </ul>
      </nav>
      <div className="footer-meta">
        <label className="locale-switch">
          <span>
            <FormattedMessage id="shell.footer.language" />
          </span>
          <select value={locale} onChange={(event) => switchLocale(event.target.value as (typeof LOCALES)[number])}>
            {LOCALES.map((option) => (
              <option key={option} value={option} lang={option}>
                {intl.formatMessage({ id: LOCALE_NAMES[option] })}
              </option>
            ))}
          </select>
        </label>
        {env.links.poweredBy && (
          <a className="powered-by" href={env.links.poweredBy} rel="noopener noreferrer" target="_blank">
            <FormattedMessage id="shell.footer.poweredBy" />
          </a>
        )}
      </div>
    </footer>
  );
}
