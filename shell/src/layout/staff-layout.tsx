import { Outlet, useMatches } from '@booking/shared/router';
import { useIntl } from 'react-intl';
import { useOverriddenTitleId } from './page-title-override';
import { resolveHandle } from './route-handle';
import { StaffFrame } from './staff-frame';
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
    <StaffFrame>
      <Outlet />
    </StaffFrame>
  );
}
