import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedMessage } from 'react-intl';
import { LeadTimeText } from './lead-time-text';

/**
 * The merchant's cancellation policy in words, shown before the guest reserves, and on the
 * manage page: free changes until the cancellation lead time, and what a later one costs.
 */
export function PolicyText({ policy }: { policy: BookingPolicy }) {
  const lead = <LeadTimeText lead={policy.cancellation_lead_time} />;
  const fee = policy.late_cancellation_fee;
  return (
    <p className="policy">
      {fee.amount_minor > 0 ? (
        <FormattedMessage id="gastro.policy.withFee" values={{ lead, fee: <FormattedMoney money={fee} /> }} />
      ) : (
        <FormattedMessage id="gastro.policy.free" values={{ lead }} />
      )}
    </p>
  );
}
