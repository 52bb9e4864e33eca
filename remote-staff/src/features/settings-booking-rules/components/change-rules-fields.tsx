import { MoneyField } from '@booking/shared/ui/money-field/money-field';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { RulesFormValues } from '../domain/rules-form-values';
import { LeadTimeField } from './lead-time-field';

const FEES = [
  ['editing_fee_minor', 'staff.settings.rules.editingFee', 'staff.settings.rules.editingFeeHint'],
  [
    'late_cancellation_fee_minor',
    'staff.settings.rules.lateCancellationFee',
    'staff.settings.rules.lateCancellationFeeHint',
  ],
  [
    'late_rescheduling_fee_minor',
    'staff.settings.rules.lateReschedulingFee',
    'staff.settings.rules.lateReschedulingFeeHint',
  ],
] as const;

/** How late customers may cancel or change, and what a late change costs. */
export function ChangeRulesFields() {
  const currency = useFormContext<RulesFormValues>().watch('currency');
  return (
    <fieldset className="rules-group">
      <legend>
        <FormattedMessage id="staff.settings.rules.group.changes" />
      </legend>
      <LeadTimeField
        id="rules-cancellation"
        name="cancellation_lead_time"
        titleId="staff.settings.rules.cancellationLead"
        hintId="staff.settings.rules.cancellationLeadHint"
      />
      <LeadTimeField
        id="rules-editing-limit"
        name="editing_limit"
        titleId="staff.settings.rules.editingLimit"
        hintId="staff.settings.rules.editingLimitHint"
      />
      {FEES.map(([name, labelId, hintId]) => (
        <MoneyField
          key={name}
          id={`rules-${name}`}
          name={name}
          currency={currency}
          label={<FormattedMessage id={labelId} values={{ currency }} />}
          hint={<FormattedMessage id={hintId} />}
        />
      ))}
    </fieldset>
  );
}
