import { multiLineText } from '@booking/shared/contract/safe-text';
import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useRevalidator } from '@booking/shared/router';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { SectionForm } from '../../../common/section-form/section-form';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { useDialogSubmit } from '../../../common/staff-dialog/use-dialog-submit';
import { FocusedSubmitProblem } from '../../../common/submit-problem/focused-submit-problem';
import { cancelReservation } from '../api/reservation-changes';

const cancelFormSchema = z.object({
  by: z.enum(['guest', 'restaurant']),
  message: z.string().check(z.maxLength(1000), multiLineText()),
});

/**
 * Cancelling, for the guest who called or by the restaurant, opened on purpose (a button
 * first, so a stray press cancels nothing). An optional message goes into the guest's
 * cancellation email.
 */
export function CancelForm({ reservation }: { reservation: StaffReservation }) {
  const api = useStaffApi();
  const [open, setOpen] = useState(false);
  const form = useKitForm(cancelFormSchema, { by: 'restaurant', message: '' });
  const revalidator = useRevalidator();
  const submit = useDialogSubmit({
    form,
    fieldOf: (field) => (field === 'message' || field === 'by' ? field : null),
  });

  // Opened by its button: the message is what staff type next.
  useEffect(() => {
    if (open) form.setFocus('message');
  }, [open, form]);

  async function onValid(values: z.output<typeof cancelFormSchema>) {
    const message = values.message.trim();
    const cancelled = await submit.send(() =>
      cancelReservation(api, reservation.id, { by: values.by, ...(message ? { message } : {}) }),
    );
    if (cancelled?.kind !== 'done') return;
    await revalidator.revalidate();
  }

  if (!open) {
    return (
      <div className="staff-dialog-actions">
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          <FormattedMessage id="staff.host.cancel.open" />
        </button>
      </div>
    );
  }
  const busy = submit.busy;
  return (
    <SectionForm
      id="cancel"
      title={<FormattedMessage id="staff.host.cancel.title" />}
      done={null}
      form={form}
      onValid={onValid}
    >
      <ChoiceGroup
        id="cancel-by"
        name="by"
        legend={<FormattedMessage id="staff.host.cancel.by" />}
        choices={[
          { value: 'restaurant', label: <FormattedMessage id="staff.host.cancel.byRestaurant" /> },
          { value: 'guest', label: <FormattedMessage id="staff.host.cancel.byGuest" /> },
        ]}
      />
      <TextAreaField
        id="cancel-message"
        name="message"
        rows={3}
        label={<FormattedMessage id="staff.host.cancel.message" />}
        hint={
          <FormattedMessage id={reservation.email ? 'staff.host.cancel.messageHint' : 'staff.host.cancel.noEmail'} />
        }
      />
      <FocusedSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <div className="staff-dialog-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="staff.host.cancel.submit" />
        </button>
        <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
          <FormattedMessage id="staff.host.cancel.keep" />
        </button>
      </div>
    </SectionForm>
  );
}
