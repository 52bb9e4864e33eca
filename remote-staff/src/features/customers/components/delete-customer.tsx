import type { Customer } from '@booking/shared/contract/customers';
import { useNavigate } from '@booking/shared/router';
import { notificationStore } from '@booking/shared/stores/notifications';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { type CodedError, ErrorText } from '@booking/shared/ui/error-text/error-text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { deleteCustomer } from '../api/delete-customer';
import { fullName } from '../domain/customer-name';

type State = 'idle' | 'asking' | 'deleting' | { failed: 'network' | CodedError };

/**
 * Delete after a yes/no question that says what stays: the customer's appointments and
 * reservations remain readable, marked as of a deleted customer.
 */
export function DeleteCustomer({ customer, list }: { customer: Customer; list: string }) {
  const api = useStaffApi();
  const navigate = useNavigate();
  const [state, setState] = useState<State>('idle');
  const name = fullName(customer);

  async function confirm() {
    if (state === 'deleting') return;
    setState('deleting');
    const result = await deleteCustomer(api, customer.id);
    // Already gone (another tab deleted it) is what was asked for.
    if (result.ok || result.status === 404) {
      notificationStore.getState().push({ kind: 'success', messageId: 'staff.customers.deleted', values: { name } });
      navigate(list, { replace: true });
      return;
    }
    setState({ failed: 'network' in result ? 'network' : (result.error ?? { code: 'internal' }) });
  }

  const failed = typeof state === 'object' ? state.failed : null;
  return (
    <>
      <button type="button" className="button button-danger" onClick={() => setState('asking')}>
        <FormattedMessage id="staff.customers.delete" />
      </button>
      {failed && (
        <p className="form-error customer-delete-error" role="alert">
          {failed === 'network' ? (
            <FormattedMessage id="staff.customers.error.network" />
          ) : (
            <ErrorText error={failed} />
          )}
        </p>
      )}
      <ConfirmDialog
        open={state === 'asking' || state === 'deleting'}
        title={<FormattedMessage id="staff.customers.delete.title" values={{ name }} />}
        confirmLabel={<FormattedMessage id="staff.customers.delete.yes" />}
        cancelLabel={<FormattedMessage id="staff.customers.delete.no" />}
        onConfirm={() => void confirm()}
        onCancel={() => setState('idle')}
      >
        <p>
          <FormattedMessage id="staff.customers.delete.keeps" />
        </p>
      </ConfirmDialog>
    </>
  );
}
