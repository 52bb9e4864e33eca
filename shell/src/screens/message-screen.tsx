import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A full-page message (not found, errors, new version): a heading, a sentence, maybe one action. */
export function MessageScreen({ titleId, bodyId, action }: { titleId: string; bodyId: string; action?: ReactNode }) {
  return (
    <section className="message-screen" aria-labelledby="message-title">
      <h1 id="message-title">
        <FormattedMessage id={titleId} />
      </h1>
      <p>
        <FormattedMessage id={bodyId} />
      </p>
      {action}
    </section>
  );
}

export function ReloadButton({ labelId }: { labelId: string }) {
  return (
    <button type="button" className="button" onClick={() => window.location.reload()}>
      <FormattedMessage id={labelId} />
    </button>
  );
}
