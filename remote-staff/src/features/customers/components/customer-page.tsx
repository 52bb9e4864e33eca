import { Link, useSearchParams, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { StaffPage } from '../../../common/staff-page/staff-page';
import type { customerLoader } from '../api/customer-loader';
import { fullName } from '../domain/customer-name';
import { CustomerEditor } from './customer-editor';
import { CustomerHistory } from './customer-history';
import { CustomerRecord } from './customer-record';
import { DeleteCustomer } from './delete-customer';
import { LinkAppointment } from './link-appointment';
import { SamePhone } from './same-phone';
import './customers.css';

/**
 * One customer: the record, their appointments and reservations (upcoming and past, with
 * states and whether the booking was matched), edit (`?edit` in the URL, so Back leaves it),
 * delete (owners only), and linking a walk-in or unmatched booking to them.
 */
export function CustomerPage() {
  const { branch, role, customer, appointments, reservations, same_phone, reservation_record } =
    useTypedLoaderData<typeof customerLoader>();
  const [params] = useSearchParams();
  const page = `/staff/${branch.slug}/customers/${customer.id}`;
  const list = `/staff/${branch.slug}/customers`;
  if (params.has('edit')) {
    return (
      <StaffPage
        titleId="customer-title"
        title={<FormattedMessage id="staff.customers.edit.title" values={{ name: fullName(customer) }} />}
        back={{ to: page, label: <FormattedMessage id="staff.customers.backToCustomer" /> }}
      >
        <CustomerEditor key={customer.updated_at} customer={customer} country={branch.country} page={page} />
      </StaffPage>
    );
  }
  return (
    <StaffPage
      titleId="customer-title"
      title={fullName(customer)}
      subtitle={<FormattedMessage id="staff.customers.number" values={{ number: customer.customer_number }} />}
      back={{ to: list, label: <FormattedMessage id="staff.customers.backToList" /> }}
      actions={
        <>
          <Link to="?edit" className="button">
            <FormattedMessage id="staff.customers.edit" />
          </Link>
          {/* Erasing a record is the owner's (decision 0092); staff edit and merge. */}
          {role === 'owner' && <DeleteCustomer customer={customer} list={list} />}
        </>
      }
    >
      <div className="customer-layout">
        <div className="customer-side">
          <SamePhone customer={customer} others={same_phone} branch={branch.slug} />
          <CustomerRecord customer={customer} country={branch.country} />
        </div>
        <div className="customer-bookings">
          <CustomerHistory
            appointments={appointments}
            reservations={reservations}
            reservation_record={reservation_record}
            recordName={fullName(customer)}
          />
          <LinkAppointment branch={branch.slug} customer={customer} />
        </div>
      </div>
    </StaffPage>
  );
}
