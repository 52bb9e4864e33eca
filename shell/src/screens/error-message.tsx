import { useNavigation, useRevalidator } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { MessageScreen } from './message-screen';

/**
 * "Unexpected error": the generic screen, with a retry that reruns the loaders; or, when the
 * API answered 503 (its database unreachable), "temporarily unavailable" with the same retry.
 */
export function ErrorMessage({ unavailable = false }: { unavailable?: boolean }) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state === 'loading' || navigation.state === 'loading';
  return (
    <MessageScreen
      titleId={unavailable ? 'shell.unavailable.title' : 'shell.error.title'}
      bodyId={unavailable ? 'shell.unavailable.body' : 'shell.error.body'}
      action={
        <button
          type="button"
          className="button"
          onClick={() => revalidator.revalidate()}
          disabled={busy}
          aria-busy={busy}
        >
          <FormattedMessage id={busy ? 'shell.error.retrying' : 'shell.error.retry'} />
        </button>
      }
    />
  );
}
