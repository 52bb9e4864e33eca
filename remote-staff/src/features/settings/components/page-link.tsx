import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The live page's address, to open or to copy for guests. A browser that refuses the clipboard
 * (no permission, not a secure origin) says so; the address stays there to copy by hand.
 */
export function PageLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="go-live-link">
      <p>
        <FormattedMessage id="staff.settings.live.address" /> <strong className="go-live-url">{url}</strong>
      </p>
      <p className="go-live-link-actions">
        <a href={url} target="_blank" rel="noreferrer" className="button button-secondary">
          <FormattedMessage id="staff.settings.live.open" />
        </a>
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          <FormattedMessage id="staff.settings.live.copy" />
        </button>
      </p>
      <p role="status" className="muted">
        {copied && (
          <FormattedMessage id={copied === 'copied' ? 'staff.settings.live.copied' : 'staff.settings.live.failed'} />
        )}
      </p>
    </div>
  );
}
