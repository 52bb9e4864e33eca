import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { notificationStore } from '@booking/shared/stores/notifications';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import type { Path } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { type bookingRulesLoader, saveBookingRules } from '../api/booking-rules-loader';
import { type RulesFormValues, rulesFormSchema, rulesValues } from '../domain/rules-form-values';
import { ChangeRulesFields } from './change-rules-fields';
import { PaymentRulesFields } from './payment-rules-fields';
import { TimeRulesFields } from './time-rules-fields';
import './booking-rules.css';

/**
 * The rules new bookings follow, each with a sentence saying what it does. Booked appointments
 * keep the rules they were booked under; the page shows a change within seconds. A restaurant
 * sees only the rules its reservations follow (the hidden ones are sent back as they were).
 */
export function BookingRulesPage() {
  const api = useStaffApi();
  const { rules, currency_locked, salon } = useTypedLoaderData<typeof bookingRulesLoader>();
  const revalidator = useRevalidator();
  const form = useKitForm(rulesFormSchema, rulesValues(rules));
  const submit = useSubmit({ form, fieldOf: (name) => name as Path<RulesFormValues> });

  async function onValid(values: Parameters<typeof saveBookingRules>[1]) {
    const outcome = await submit.send(() => saveBookingRules(api, values));
    if (outcome?.kind !== 'done') return;
    form.reset(rulesValues(outcome.data.results.rules));
    notificationStore.getState().push({ kind: 'success', messageId: 'staff.settings.rules.saved' });
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="rules-title">
      <h1 id="rules-title">
        <FormattedMessage id="staff.settings.rules.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="staff.settings.rules.lead" />
      </p>
      <KitForm form={form} onValid={onValid} aria-labelledby="rules-title" className="rules-form">
        <TimeRulesFields salon={salon} />
        <ChangeRulesFields />
        <PaymentRulesFields currencyLocked={currency_locked} salon={salon} />
        <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
        <button type="submit" className="button button-primary" disabled={submit.busy}>
          <FormattedMessage id="staff.settings.rules.save" />
        </button>
      </KitForm>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !submit.busy} />
    </section>
  );
}
