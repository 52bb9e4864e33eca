import type { Customer, CustomerSummary } from '@booking/shared/contract/customers';
import { Link, useRevalidator } from '@booking/shared/router';
import { notificationStore } from '@booking/shared/stores/notifications';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { type CodedError, ErrorText } from '@booking/shared/ui/error-text/error-text';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { mergeCustomer } from '../api/merge-customer';
import { fullName } from '../domain/customer-name';

/** The customer page's appointments heading (customer-history.tsx), where the moved bookings are. */
const MOVED_TO = 'customer-appointments';

type State = 'idle' | { asking: CustomerSummary } | { merging: CustomerSummary } | { failed: 'network' | CodedError };

interface SamePhoneProps {
  customer: Customer;
  others: CustomerSummary[];
  /** The branch's slug, for the other records' pages. */
  branch: string;
}

/**
 * The other records with this customer's phone: an online booking under another name makes a
 * record of its own (a family or a company shares a number). Staff who know it is one person
 * merge the other record into this one, after a question that says what happens.
 */
export function SamePhone({ customer, others, branch }: SamePhoneProps) {
  const api = useStaffApi();
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>('idle');
  // Two clicks in one frame both see the state before either re-rendered.
  const sending = useRef(false);
  if (others.length === 0) return null;
  const kept = fullName(customer);
  const pending =
    typeof state === 'object' && !('failed' in state) ? ('asking' in state ? state.asking : state.merging) : null;

  async function confirm(other: CustomerSummary) {
    if (sending.current) return;
    sending.current = true;
    setState({ merging: other });
    const result = await mergeCustomer(api, customer.id, other.id);
    sending.current = false;
    if (result.ok) {
      setState('idle');
      // The page reads the record again (the moved bookings, the filled fields), then says so.
      // The merge button is gone with the merged record: focus goes to the bookings it moved.
      await revalidator.revalidate();
      document.getElementById(MOVED_TO)?.focus();
      notificationStore
        .getState()
        .push({ kind: 'success', messageId: 'staff.customers.merged', values: { name: fullName(other), kept } });
      return;
    }
    setState({ failed: 'network' in result ? 'network' : (result.error ?? { code: 'internal' }) });
  }

  const failed = typeof state === 'object' && 'failed' in state ? state.failed : null;
  return (
    <section className="customer-same-phone card" aria-labelledby="customer-same-phone-title">
      <h2 id="customer-same-phone-title">
        <FormattedMessage id="staff.customers.samePhone.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="staff.customers.samePhone.intro" values={{ name: kept }} />
      </p>
      <ul className="same-phone-list">
        {others.map((other) => (
          <li key={other.id} className="same-phone-item">
            <Link to={`/staff/${branch}/customers/${other.id}`}>
              <FormattedMessage
                id="staff.customers.samePhone.other"
                values={{ name: fullName(other), number: other.customer_number }}
              />
            </Link>
            <button type="button" className="button" onClick={() => setState({ asking: other })}>
              <FormattedMessage id="staff.customers.merge" values={{ name: fullName(other) }} />
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="form-error" role="alert">
          {failed === 'network' ? (
            <FormattedMessage id="staff.customers.error.network" />
          ) : (
            <ErrorText error={failed} />
          )}
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          <FormattedMessage id="staff.customers.merge.title" values={{ name: fullName(pending ?? customer), kept }} />
        }
        confirmLabel={<FormattedMessage id="staff.customers.merge.yes" />}
        cancelLabel={<FormattedMessage id="staff.customers.merge.no" />}
        onConfirm={() => pending && void confirm(pending)}
        onCancel={() => setState('idle')}
      >
        <p>
          <FormattedMessage
            id="staff.customers.merge.explain"
            values={{ name: fullName(pending ?? customer), number: pending?.customer_number ?? '', kept }}
          />
        </p>
      </ConfirmDialog>
    </section>
  );
}
