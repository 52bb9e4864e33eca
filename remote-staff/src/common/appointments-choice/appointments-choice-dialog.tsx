import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { AppointmentList } from './appointment-list';
import './appointments-choice.css';

const answerSchema = z.object({
  answer: z.enum(['keep', 'move', 'cancel']),
  message: z.string().check(z.trim(), z.maxLength(1000)),
});
const ANSWERS = [
  ['keep', 'staff.appointmentsChoice.keep', 'staff.appointmentsChoice.keepDetail'],
  ['move', 'staff.appointmentsChoice.move', 'staff.appointmentsChoice.moveDetail'],
  ['cancel', 'staff.appointmentsChoice.cancel', 'staff.appointmentsChoice.cancelDetail'],
] as const;
export type AppointmentsAnswer = z.output<typeof answerSchema>;

/** What the API is told: "move" keeps them booked too; the screen then points to each one. */
export const keepOrCancel = (answer: AppointmentsAnswer): 'keep' | 'cancel' =>
  answer.answer === 'cancel' ? 'cancel' : 'keep';

/** The choice as a request's `appointments` and `message`; nothing before the owner answered. */
export function appointmentsChoiceOf(answer: AppointmentsAnswer | null): {
  appointments?: 'keep' | 'cancel';
  message?: string | null;
} {
  return answer ? { appointments: keepOrCancel(answer), message: answer.message || null } : {};
}

/**
 * Asked when a settings change takes the time of booked appointments away (a closed day or
 * branch, fewer or no working hours, an employee leaving): which ones, and what to do. Keep
 * them booked; keep them and move each in the calendar; or cancel them, with a message the
 * customers get. "Back" changes nothing. Every settings screen with such a change asks here.
 */
export function AppointmentsChoiceDialog({
  appointments,
  onAnswer,
  onBack,
}: {
  appointments: readonly AppointmentInTheWay[] | null;
  onAnswer: (answer: AppointmentsAnswer) => void;
  onBack: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useKitForm(answerSchema, { answer: 'keep', message: '' });
  const open = appointments !== null;
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) {
      form.reset({ answer: 'keep', message: '' });
      element.showModal();
    }
    if (!open && element?.open) element.close();
  }, [open, form]);
  const count = appointments?.length ?? 0;
  const cancel = form.watch('answer') === 'cancel';
  return (
    <dialog
      ref={dialog}
      className="appointments-choice"
      aria-labelledby="appointments-choice-title"
      onCancel={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <h2 id="appointments-choice-title">
        <FormattedMessage id="staff.appointmentsChoice.title" values={{ count }} />
      </h2>
      {appointments && <AppointmentList appointments={appointments} />}
      <KitForm form={form} onValid={onAnswer} aria-labelledby="appointments-choice-title">
        <ChoiceGroup
          id="appointments-choice-answer"
          name="answer"
          legend={<FormattedMessage id="staff.appointmentsChoice.legend" />}
          choices={ANSWERS.map(([value, labelId, detailId]) => ({
            value,
            label: <FormattedMessage id={labelId} />,
            detail: <FormattedMessage id={detailId} />,
          }))}
        />
        {cancel && (
          <TextAreaField
            id="appointments-choice-message"
            name="message"
            label={<FormattedMessage id="staff.appointmentsChoice.message" />}
            hint={<FormattedMessage id="staff.appointmentsChoice.messageHint" />}
          />
        )}
        <div className="appointments-choice-actions">
          <button type="button" className="button button-secondary" onClick={onBack}>
            <FormattedMessage id="staff.appointmentsChoice.back" />
          </button>
          <button type="submit" className="button">
            <FormattedMessage id="staff.appointmentsChoice.save" />
          </button>
        </div>
      </KitForm>
    </dialog>
  );
}
