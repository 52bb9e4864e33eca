import { Outlet, useMatches } from '@booking/shared/router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Footer } from './footer';
import { useOverriddenTitleId } from './page-title-override';
import { resolveHandle } from './route-handle';
import { useDocumentTheme } from './theme-style';
import { usePageTitle } from './use-page-title';

/** The staff area has no merchant page around it: a plain bar, the product's own colours. */
export function StaffLayout() {
  const intl = useIntl();
  const handle = resolveHandle(useMatches());
  const titleId = useOverriddenTitleId() ?? handle.titleId;
  usePageTitle(
    titleId ? intl.formatMessage({ id: titleId }) : null,
    intl.formatMessage({ id: 'shell.staff.siteName' }),
  );
  useDocumentTheme(null);
  return (
    <div className="page page-staff">
      <header className="header header-compact">
        <p className="header-title">
          <FormattedMessage id="shell.staff.siteName" />
        </p>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer configuration={null} />
    </div>
  );
}
