import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';
import { type AddressStatus, type PageAddressOptions, usePageAddress } from './use-page-address';

function StatusText({ status }: { status: AddressStatus }) {
  switch (status.kind) {
    case 'idle':
      return <FormattedMessage id="staff.signUp.address.rule" />;
    case 'checking':
      return <FormattedMessage id="staff.signUp.address.checking" />;
    case 'unknown':
      return <FormattedMessage id="staff.signUp.address.unknown" />;
    case 'answer': {
      const { available, reason, organization } = status.results;
      const id = available
        ? 'staff.signUp.address.available'
        : reason === 'reserved_slug'
          ? 'staff.signUp.address.reserved'
          : 'staff.signUp.address.taken';
      return <FormattedMessage id={id} values={{ address: organization }} />;
    }
  }
}

/**
 * The booking page's address (`/{address}`), checked as it is typed (on sign-up suggested
 * from the business name); the answer is announced (a live region) without moving focus.
 */
export function PageAddressField({ id, ...options }: PageAddressOptions & { id: string }) {
  const { status, onTyped } = usePageAddress(options);
  const refused = status.kind === 'answer' && !status.results.available;
  return (
    <div className="sign-up-address">
      <TextField
        id={id}
        name="organization"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        onInput={onTyped}
        label={<FormattedMessage id="staff.signUp.address" />}
        hint={
          <span aria-live="polite" className={refused ? 'sign-up-address-refused' : undefined}>
            <StatusText status={status} />
          </span>
        }
      />
    </div>
  );
}
