import { FormattedMessage } from 'react-intl';

/** When the app cannot go on at all (no environment file, a global error in production): say so, offer a reload. */
export function FatalErrorScreen() {
  return (
    <main id="main" className="main">
      <section className="message-screen" aria-labelledby="error-title">
        <h1 id="error-title">
          <FormattedMessage id="shell.error.title" />
        </h1>
        <p>
          <FormattedMessage id="shell.error.body" />
        </p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <FormattedMessage id="shell.error.retry" />
        </button>
      </section>
    </main>
  );
}
