import type { ChangeQuote } from '@booking/shared/contract/change-quotes';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedMessage } from 'react-intl';

const FEE_TEXT = {
  service_fee: 'beauty.fee.service_fee',
  late_rescheduling_fee: 'beauty.fee.late_rescheduling_fee',
  late_cancellation_fee: 'beauty.fee.late_cancellation_fee',
} as const;

/** The fees a change costs now, each in words with its amount, before the customer confirms. */
export function FeeLines({ fees }: { fees: ChangeQuote['fees'] }) {
  return (
    <ul className="fee-lines">
      {fees.map((fee) => (
        <li key={fee.kind}>
          <FormattedMessage id={FEE_TEXT[fee.kind]} values={{ amount: <FormattedMoney money={fee.amount} /> }} />
        </li>
      ))}
    </ul>
  );
}
