import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import { useFormatMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedMessage, useIntl } from 'react-intl';
import { feeLines, leadTimeUnit } from '../domain/fee-lines';

const MESSAGE = {
  late_cancellation: 'beauty.fees.lateCancellation',
  late_rescheduling: 'beauty.fees.lateRescheduling',
  editing: 'beauty.fees.editing',
} as const;

/** The change fees in words with amounts, said before the customer commits. */
export function FeeSummary({ policy }: { policy: BookingPolicy }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const lines = feeLines(policy);
  if (lines.length === 0) {
    return (
      <p>
        <FormattedMessage id="beauty.fees.none" />
      </p>
    );
  }
  return (
    <ul className="fee-lines">
      {lines.map((line) => (
        <li key={line.kind}>
          <FormattedMessage
            id={MESSAGE[line.kind]}
            values={{
              lead: intl.formatNumber(line.lead.value, {
                style: 'unit',
                unit: leadTimeUnit(line.lead),
                unitDisplay: 'long',
              }),
              amount: money(line.amount),
            }}
          />
        </li>
      ))}
    </ul>
  );
}
