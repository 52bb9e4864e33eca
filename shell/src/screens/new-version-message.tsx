import { FormattedMessage } from 'react-intl';

/** Deploy skew: this tab's code was replaced on the server; a reload fetches the new release. */
export function NewVersionMessage() {
  return (
    <section className="message-screen" aria-labelledby="new-version-title">
      <h1 id="new-version-title">
        <FormattedMessage id="shell.newVersion.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.newVersion.body" />
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <FormattedMessage id="shell.newVersion.reload" />
      </button>
    </section>
  );
}
