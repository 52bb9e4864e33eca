import type { Customer } from '@booking/shared/contract/customers';
import { useNavigate } from '@booking/shared/router';
import { notificationStore } from '@booking/shared/stores/notifications';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { saveCustomer } from '../api/save-customer';
import { customerFormValues } from '../domain/customer-form-values';
import { fullName } from '../domain/customer-name';
import { CustomerForm } from './customer-form';

/** The record in the form; saved, back to the page, whose loader then reads it again. */
export function CustomerEditor({ customer, country, page }: { customer: Customer; country: string; page: string }) {
  const api = useStaffApi();
  const navigate = useNavigate();
  return (
    <CustomerForm
      labelledBy="customer-title"
      initial={customerFormValues(customer)}
      country={country}
      isNew={false}
      save={(request) => saveCustomer(api, customer.id, request)}
      onSaved={(saved) => {
        notificationStore.getState().push({
          kind: 'success',
          messageId: 'staff.customers.saved',
          values: { name: fullName(saved) },
        });
        navigate(page, { replace: true });
      }}
      cancelTo={page}
    />
  );
}
