import type { Contact } from '@booking/shared/contract/appointment-requests';
import type { Branch } from '@booking/shared/contract/branches';
import type { Hold } from '@booking/shared/contract/holds';
import type { Service } from '@booking/shared/contract/services';
import { type Fact, FactList } from '@booking/shared/ui/fact-list/fact-list';
import { FormattedDuration } from '@booking/shared/ui/format/formatted-duration';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { ServiceLines } from '../../../common/summary/service-lines';

interface BookingReviewProps {
  hold: Hold;
  services: Service[];
  branch: Branch;
  contact: Contact;
  /** The earlier steps, where the time and the customer's details are changed. */
  timeStep: string;
  contactStep: string;
}

/**
 * What is about to be booked: the held services, who, when (branch zone), how long, where,
 * for whom and the total, with the ways back to change the time and the details.
 */
export function BookingReview({ hold, services, branch, contact, timeStep, contactStep }: BookingReviewProps) {
  const chosen = hold.service_ids.flatMap((id) => services.filter((service) => service.id === id));
  const minutes = chosen.reduce((sum, service) => sum + service.duration_minutes, 0);
  const currency = chosen[0]?.price.currency;
  const total = chosen.reduce((sum, service) => sum + service.price.amount_minor, 0);
  const facts: Fact[] = [
    { term: <FormattedMessage id="beauty.summary.services" />, value: <ServiceLines services={chosen} /> },
    {
      term: <FormattedMessage id="beauty.summary.employee" />,
      value: `${hold.employee.first_name} ${hold.employee.last_name}`,
    },
    {
      term: <FormattedMessage id="beauty.summary.time" />,
      value: <FormattedZoned value={hold.start} dateStyle="full" timeStyle="short" />,
      change: { to: timeStep, label: <FormattedMessage id="beauty.booking.changeTime" /> },
    },
    { term: <FormattedMessage id="beauty.summary.duration" />, value: <FormattedDuration minutes={minutes} /> },
    {
      term: <FormattedMessage id="beauty.summary.place" />,
      value: (
        <>
          {branch.name}
          <br />
          {branch.street}, {branch.zip} {branch.city}
        </>
      ),
    },
    {
      term: <FormattedMessage id="beauty.booking.yourDetails" />,
      value: (
        <>
          {contact.first_name} {contact.last_name}
          <br />
          {contact.email}
          <br />
          {contact.phone}
        </>
      ),
      change: { to: contactStep, label: <FormattedMessage id="beauty.booking.changeDetails" /> },
    },
  ];
  if (currency) {
    facts.push({
      term: <FormattedMessage id="beauty.summary.total" />,
      value: (
        <strong>
          <FormattedMoney money={{ amount_minor: total, currency }} />
        </strong>
      ),
    });
  }
  return <FactList facts={facts} />;
}
