import type { Configuration } from '@booking/shared/contract/configuration';
import { Outlet, useLoaderData, useMatches } from '@booking/shared/router';
import { useIntl } from 'react-intl';
import { Footer } from './footer';
import { Header } from './header';
import { useOverriddenTitleId } from './page-title-override';
import { resolveHandle } from './route-handle';
import { useDocumentTheme } from './theme-style';
import { usePageTitle } from './use-page-title';

/** Everything a merchant's page shares: theme, header chosen by the route's handle, footer. */
export function MerchantLayout() {
  const configuration = useLoaderData() as Configuration;
  const intl = useIntl();
  const handle = resolveHandle(useMatches());
  const titleId = useOverriddenTitleId() ?? handle.titleId;
  const title = titleId ? intl.formatMessage({ id: titleId }) : null;
  usePageTitle(title, configuration.client_account.name);
  useDocumentTheme(configuration.reservations.customization.theme.color);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'shell.skipToContent' })}
      </a>
      {handle.layout === 'default' && <Header type={handle.header} configuration={configuration} title={title} />}
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer configuration={configuration} />
    </div>
  );
}
