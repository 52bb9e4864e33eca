import { PAGE_CONTENT_ID } from '@booking/shared/ui/page-content/page-content';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';

/**
 * The first stop of every page: past the header, and in the staff area past the calendar's or
 * the settings' bar too, to the page's own content. A page without such a part gets `main`.
 * Without scripts the link still goes to `main` by its anchor.
 */
export function SkipLink() {
  const intl = useIntl();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(PAGE_CONTENT_ID) ?? document.getElementById('main');
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
  return (
    // biome-ignore lint/a11y/useValidAnchor: a link, so that it works before the scripts run; the handler only finds the nearer target.
    <a className="skip-link" href="#main" onClick={skip}>
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </a>
  );
}
