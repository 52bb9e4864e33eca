import { Outlet, useMatches, useTypedLoaderData } from '@booking/shared/router';
import { useIntl } from 'react-intl';
import type { organizationLoader } from '../boot/organization-loader';
import { MerchantFrame } from './merchant-frame';
import { useOverriddenTitleId } from './page-title-override';
import { resolveHandle } from './route-handle';
import { usePageTitle } from './use-page-title';

/** Everything a merchant's page shares: theme, header chosen by the route's handle, footer. */
export function MerchantLayout() {
  const configuration = useTypedLoaderData<typeof organizationLoader>();
  const intl = useIntl();
  const handle = resolveHandle(useMatches());
  const titleId = useOverriddenTitleId() ?? handle.titleId;
  const title = titleId ? intl.formatMessage({ id: titleId }) : null;
  usePageTitle(title, configuration.client_account.name);
  return (
    <MerchantFrame
      configuration={configuration}
      header={handle.layout === 'default' ? handle.header : null}
      title={title}
    >
      <Outlet />
    </MerchantFrame>
  );
}
