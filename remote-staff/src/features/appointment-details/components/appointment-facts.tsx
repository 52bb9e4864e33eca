import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { FormattedDuration } from '@booking/shared/ui/format/formatted-duration';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedPhone } from '@booking/shared/ui/format/formatted-phone';
import { useFormatZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { stateMessageId } from '../domain/allowed-actions';
import { CustomerRecordLink } from './customer-record-link';

const PAYMENT_IDS = {
  online: 'staff.appointment.payment.online',
  on_site: 'staff.appointment.payment.onSite',
} as const;
const SOURCE_IDS = { online: 'staff.appointment.source.online', staff: 'staff.appointment.source.staff' } as const;

/**
 * Who, what, with whom and when, its state, payment and where it was booked. `country` is the
 * branch's: a phone of that country reads as it is dialled there.
 */
export function AppointmentFacts({ appointment, country }: { appointment: StaffAppointment; country: string }) {
  const format = useFormatZoned();
  const { customer } = appointment;
  return (
    <dl className="appointment-facts">
      <dt>
        <FormattedMessage id="staff.appointment.customer" />
      </dt>
      <dd>
        {customer ? customer.name : <FormattedMessage id="staff.appointment.walkInNobody" />}
        {customer?.phone && (
          <>
            <br />
            <a href={`tel:${customer.phone.replaceAll(' ', '')}`}>
              <FormattedPhone phone={customer.phone} country={country} />
            </a>
          </>
        )}
        {customer?.email && (
          <>
            <br />
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </>
        )}
        <CustomerRecordLink appointment={appointment} />
      </dd>
      <dt>
        <FormattedMessage id="staff.appointment.when" />
      </dt>
      <dd>
        <FormattedMessage
          id="staff.appointment.whenValue"
          values={{
            date: format(appointment.start, { dateStyle: 'full' }),
            start: format(appointment.start, { timeStyle: 'short' }),
            end: format(appointment.end, { timeStyle: 'short' }),
          }}
        />
      </dd>
      <dt>
        <FormattedMessage id="staff.appointment.employee" />
      </dt>
      <dd>
        {appointment.employee.first_name} {appointment.employee.last_name}
      </dd>
      <dt>
        <FormattedMessage id="staff.appointment.services" />
      </dt>
      <dd>
        <ul className="appointment-services">
          {appointment.services.map((service) => (
            <li key={service.id}>
              {service.name} (<FormattedDuration minutes={service.duration_minutes} />,{' '}
              <FormattedMoney money={service.price} />)
            </li>
          ))}
        </ul>
        <FormattedMessage
          id="staff.appointment.total"
          values={{ total: <FormattedMoney money={appointment.total_price} /> }}
        />
      </dd>
      <dt>
        <FormattedMessage id="staff.appointment.state" />
      </dt>
      <dd>
        <FormattedMessage id={stateMessageId(appointment)} />
      </dd>
      <dt>
        <FormattedMessage id="staff.appointment.payment" />
      </dt>
      <dd>
        <FormattedMessage id={PAYMENT_IDS[appointment.payment]} />
      </dd>
      <dt>
        <FormattedMessage id="staff.appointment.source" />
      </dt>
      <dd>
        <FormattedMessage id={SOURCE_IDS[appointment.source]} />
      </dd>
      {appointment.comment && (
        <>
          <dt>
            <FormattedMessage id="staff.appointment.comment" />
          </dt>
          <dd className="appointment-comment">{appointment.comment}</dd>
        </>
      )}
    </dl>
  );
}
