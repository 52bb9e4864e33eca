import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { AppointmentList } from './appointment-list';

const answerSchema = z.object({
  answer: z.enum(['keep', 'move', 'cancel']),
  message: z.string().check(z.trim(), z.maxLength(1000)),
});
const ANSWERS = [
  ['keep', 'staff.settings.branches.question.keep', 'staff.settings.branches.question.keepDetail'],
  ['move', 'staff.settings.branches.question.move', 'staff.settings.branches.question.moveDetail'],
  ['cancel', 'staff.settings.branches.question.cancel', 'staff.settings.branches.question.cancelDetail'],
] as const;
export type AppointmentsAnswerValues = z.output<typeof answerSchema>;

/**
 * Asked when a change takes the time of booked appointments away (a closed day, fewer hours,
 * closing the branch): which ones, and what to do. Keep them booked; keep them and move each
 * in the calendar; or cancel them, with a message the customers get. "Back" changes nothing.
 */
export function AppointmentsQuestion({
  appointments,
  onAnswer,
  onBack,
}: {
  appointments: readonly AppointmentInTheWay[] | null;
  onAnswer: (answer: AppointmentsAnswerValues) => void;
  onBack: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useKitForm(answerSchema, { answer: 'keep', message: '' });
  const open = appointments !== null;
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  const count = appointments?.length ?? 0;
  const cancel = form.watch('answer') === 'cancel';
  return (
    <dialog
      ref={dialog}
      className="branch-question"
      aria-labelledby="branch-question-title"
      onCancel={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <h2 id="branch-question-title">
        <FormattedMessage id="staff.settings.branches.question.title" values={{ count }} />
      </h2>
      {appointments && <AppointmentList appointments={appointments} />}
      <KitForm form={form} onValid={onAnswer} aria-labelledby="branch-question-title">
        <ChoiceGroup
          id="branch-question-answer"
          name="answer"
          legend={<FormattedMessage id="staff.settings.branches.question.legend" />}
          choices={ANSWERS.map(([value, labelId, detailId]) => ({
            value,
            label: <FormattedMessage id={labelId} />,
            detail: <FormattedMessage id={detailId} />,
          }))}
        />
        {cancel && (
          <TextAreaField
            id="branch-question-message"
            name="message"
            label={<FormattedMessage id="staff.settings.branches.question.message" />}
            hint={<FormattedMessage id="staff.settings.branches.question.messageHint" />}
          />
        )}
        <div className="branch-question-actions">
          <button type="button" className="button button-secondary" onClick={onBack}>
            <FormattedMessage id="staff.settings.branches.question.back" />
          </button>
          <button type="submit" className="button">
            <FormattedMessage id="staff.settings.branches.question.save" />
          </button>
        </div>
      </KitForm>
    </dialog>
  );
}
