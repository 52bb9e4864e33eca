import { useNavigation, useRevalidator } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { MessageScreen } from './message-screen';

/** "Unexpected error": the generic screen, with a retry that reruns the loaders. */
export function ErrorMessage() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state === 'loading' || navigation.state === 'loading';
  return (
    <MessageScreen
      titleId="shell.error.title"
      bodyId="shell.error.body"
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
