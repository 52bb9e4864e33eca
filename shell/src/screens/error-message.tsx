import { useNavigation, useRevalidator } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';

/** SPEC section 8, "Unexpected error": the generic screen, with a retry that reruns the loaders. */
export function ErrorMessage() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state === 'loading' || navigation.state === 'loading';
  return (
    <section className="message-screen" aria-labelledby="error-title">
      <h1 id="error-title">
        <FormattedMessage id="shell.error.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.error.body" />
      </p>
      <button
        type="button"
        className="button"
        onClick={() => revalidator.revalidate()}
        disabled={busy}
        aria-busy={busy}
      >
        <FormattedMessage id={busy ? 'shell.error.retrying' : 'shell.error.retry'} />
      </button>
    </section>
  );
}
