import type { Hold } from '@booking/shared/contract/holds';
import type { Service } from '@booking/shared/contract/services';
import { FormattedDuration } from '@booking/shared/ui/format/formatted-duration';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { ServiceLines } from '../../../common/summary/service-lines';

/** What is about to be booked: the held services, who, when (branch zone), how long, the total. */
export function BookingReview({ hold, services }: { hold: Hold; services: Service[] }) {
  const chosen = hold.service_ids.flatMap((id) => services.filter((service) => service.id === id));
  const minutes = chosen.reduce((sum, service) => sum + service.duration_minutes, 0);
  const currency = chosen[0]?.price.currency;
  const total = chosen.reduce((sum, service) => sum + service.price.amount_minor, 0);
  return (
    <dl className="summary-list">
      <dt>
        <FormattedMessage id="beauty.summary.services" />
      </dt>
      <dd>
        <ServiceLines services={chosen} />
      </dd>
      <dt>
        <FormattedMessage id="beauty.summary.employee" />
      </dt>
      <dd>
        {hold.employee.first_name} {hold.employee.last_name}
      </dd>
      <dt>
        <FormattedMessage id="beauty.summary.time" />
      </dt>
      <dd>
        <FormattedZoned value={hold.start} dateStyle="full" timeStyle="short" />
      </dd>
      <dt>
        <FormattedMessage id="beauty.summary.duration" />
      </dt>
      <dd>
        <FormattedDuration minutes={minutes} />
      </dd>
      {currency && (
        <>
          <dt>
            <FormattedMessage id="beauty.summary.total" />
          </dt>
          <dd className="summary-total">
            <FormattedMoney money={{ amount_minor: total, currency }} />
          </dd>
        </>
      )}
    </dl>
  );
}
