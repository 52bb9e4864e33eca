/**
 * Shown while the configuration and the remote load. Rendered outside the IntlProvider's
 * catalogs being ready is not a concern: the shell's own catalog is bundled.
 */
import { useIntl } from 'react-intl';

export function LoadingScreen() {
  const intl = useIntl();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{intl.formatMessage({ id: 'shell.loading' })}</span>
    </div>
  );
}
