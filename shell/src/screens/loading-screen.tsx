import { useLocation } from '@booking/shared/router';
import { configurationStore } from '@booking/shared/stores/configuration';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { organizationFromPath } from '../boot/organization-from-path';
import { MerchantFrame } from '../layout/merchant-frame';

/**
 * Shown while the configuration and the remote load (the shell's own catalog is bundled, so
 * the text is ready). As soon as the configuration is in, the merchant's header and footer
 * are drawn around the spinner while the vertical's remote still loads: the header banner is
 * the largest thing on the first screen, and drawing it one round trip chain earlier is what
 * moves Largest Contentful Paint. Every merchant route so far uses the default (extended)
 * header, which is also the layout's default.
 */
function Spinner() {
  const intl = useIntl();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{intl.formatMessage({ id: 'shell.loading' })}</span>
    </div>
  );
}

export function LoadingScreen() {
  const configuration = useStore(configurationStore, (s) => s.configuration);
  const organization = organizationFromPath(useLocation().pathname);
  if (!configuration || configuration.organization !== organization) return <Spinner />;
  return (
    <MerchantFrame configuration={configuration} header="extended" title={null}>
      <Spinner />
    </MerchantFrame>
  );
}
