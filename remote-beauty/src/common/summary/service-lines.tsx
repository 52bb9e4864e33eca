import type { Money } from '@booking/shared/contract/services';
import { FormattedDuration } from '@booking/shared/ui/format/formatted-duration';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';

type ServiceLine = { id: string; name: string; duration_minutes: number; price: Money };

/** The services of a booking, each with its duration and price: the review and the summary alike. */
export function ServiceLines({ services }: { services: readonly ServiceLine[] }) {
  return (
    <ul className="summary-services">
      {services.map((service) => (
        <li key={service.id}>
          <span>{service.name}</span>{' '}
          <span className="muted">
            <FormattedDuration minutes={service.duration_minutes} /> · <FormattedMoney money={service.price} />
          </span>
        </li>
      ))}
    </ul>
  );
}
