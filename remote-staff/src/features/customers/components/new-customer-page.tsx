import { useNavigate, useTypedLoaderData } from '@booking/shared/router';
import { notificationStore } from '@booking/shared/stores/notifications';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffPage } from '../../../common/staff-page/staff-page';
import type { newCustomerLoader } from '../api/customer-loader';
import { saveCustomer } from '../api/save-customer';
import { emptyCustomerForm } from '../domain/customer-form-values';
import { fullName } from '../domain/customer-name';
import { CustomerForm } from './customer-form';
import './customers.css';

/** A customer entered by staff (source "staff"); on to their page once saved. */
export function NewCustomerPage() {
  const api = useStaffApi();
  const { branch } = useTypedLoaderData<typeof newCustomerLoader>();
  const navigate = useNavigate();
  const list = `/staff/${branch.slug}/customers`;
  return (
    <StaffPage
      titleId="new-customer-title"
      title={<FormattedMessage id="staff.customers.new.title" />}
      back={{ to: list, label: <FormattedMessage id="staff.customers.backToList" /> }}
    >
      <CustomerForm
        labelledBy="new-customer-title"
        initial={emptyCustomerForm()}
        country={branch.country}
        isNew
        save={(request) => saveCustomer(api, null, request)}
        onSaved={(customer) => {
          notificationStore.getState().push({
            kind: 'success',
            messageId: 'staff.customers.created',
            values: { name: fullName(customer) },
          });
          navigate(`${list}/${customer.id}`, { replace: true });
        }}
        cancelTo={list}
      />
    </StaffPage>
  );
}
