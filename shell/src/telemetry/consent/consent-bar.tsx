import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import './consent-bar.css';

export interface ConsentBarProps {
  onAcceptAll?: () => void;
  onOnlyNecessary?: () => void;
  onSettings?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The cookie bar for a visitor who has not chosen yet: the same markup from the shell's server
 * (render-page.tsx, without handlers) and from the app (consent-bar-host.tsx), so it is there
 * from the first paint and taking over changes nothing. Its buttons are named (`data-press`) so
 * that a press on the server's bar still counts where the app draws the page anew. First in the page's tab order; it does
 * not block the page, so it is a dialog without `aria-modal` (a non-modal one), and placed at
 * the end of the page by CSS, where it keeps its own height free.
 */
export function ConsentBar({ onAcceptAll, onOnlyNecessary, onSettings, ref }: ConsentBarProps) {
  return (
    <div
      ref={ref}
      className="consent-bar"
      role="dialog"
      aria-labelledby="consent-bar-title"
      aria-describedby="consent-bar-description"
    >
      <div className="consent-bar-body">
        <div className="consent-bar-texts">
          <h2 id="consent-bar-title" className="consent-bar-title">
            <FormattedMessage id="shell.consent.title" />
          </h2>
          <p id="consent-bar-description" className="consent-bar-description">
            <FormattedMessage id="shell.consent.description" />
          </p>
        </div>
        <div className="consent-bar-buttons">
          <button type="button" className="consent-bar-button" data-press="consent-all" onClick={onAcceptAll}>
            <FormattedMessage id="shell.consent.acceptAll" />
          </button>
          <button type="button" className="consent-bar-button" data-press="consent-necessary" onClick={onOnlyNecessary}>
            <FormattedMessage id="shell.consent.acceptNecessary" />
          </button>
          <button
            type="button"
            className="consent-bar-button consent-bar-button-secondary"
            data-press="consent-settings"
            onClick={onSettings}
          >
            <FormattedMessage id="shell.consent.preferences" />
          </button>
        </div>
      </div>
    </div>
  );
}
