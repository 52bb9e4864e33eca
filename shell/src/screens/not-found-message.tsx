import { FormattedMessage } from 'react-intl';

export function NotFoundMessage({ kind }: { kind: 'page' | 'merchant' }) {
  return (
    <section className="message-screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <FormattedMessage id={kind === 'merchant' ? 'shell.merchantNotFound.title' : 'shell.notFound.title'} />
      </h1>
      <p>
        <FormattedMessage id={kind === 'merchant' ? 'shell.merchantNotFound.body' : 'shell.notFound.body'} />
      </p>
    </section>
  );
}
