import { FormattedMessage } from 'react-intl';

/** Without its environment file the shell knows no API and no remote: say so, and offer a reload. */
export function EnvUnavailableScreen() {
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
