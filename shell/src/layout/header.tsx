import type { Configuration } from '@booking/shared/contract/configuration';
import type { HeaderType } from '@booking/shared/federation/remote-contract';
import { Link } from '@booking/shared/router';
import { useIntl } from 'react-intl';
import defaultBanner from '../assets/default-banner.svg';
import { bannerSources } from './banner-sources';
import { FacebookIcon, InstagramIcon } from './social-icons';

interface HeaderProps {
  type: HeaderType;
  configuration: Configuration;
  title: string | null;
}

function Logo({ configuration }: { configuration: Configuration }) {
  const intl = useIntl();
  const { logo } = configuration.reservations.customization.theme;
  const name = configuration.client_account.name;
  return (
    <Link
      to={`/${configuration.organization}`}
      className="logo-link"
      aria-label={intl.formatMessage({ id: 'shell.header.home' }, { name })}
    >
      {logo ? <img className="logo" src={logo} alt="" /> : <span className="logo-text">{name}</span>}
    </Link>
  );
}

export function Header({ type, configuration, title }: HeaderProps) {
  const intl = useIntl();
  const { instagram_url: instagram, facebook_url: facebook } = configuration.reservations.customization.theme;
  if (type === 'compact') {
    return (
      <header className="header header-compact">
        <Logo configuration={configuration} />
        {title && <p className="header-title">{title}</p>}
      </header>
    );
  }
  const banner = bannerSources(configuration.reservations.customization.theme.header_background_image) ?? {
    src: defaultBanner,
  };
  return (
    <header className="header header-extended">
      <img className="banner" alt="" {...banner} />
      <div className="header-bar">
        <Logo configuration={configuration} />
        {(instagram || facebook) && (
          <ul className="social" aria-label={intl.formatMessage({ id: 'shell.header.social' })}>
            {instagram && (
              <li>
                <a href={instagram} rel="noopener noreferrer" target="_blank">
                  <InstagramIcon />
                  <span className="visually-hidden">{intl.formatMessage({ id: 'shell.header.instagram' })}</span>
                </a>
              </li>
            )}
            {facebook && (
              <li>
                <a href={facebook} rel="noopener noreferrer" target="_blank">
                  <FacebookIcon />
                  <span className="visually-hidden">{intl.formatMessage({ id: 'shell.header.facebook' })}</span>
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
    </header>
  );
}
