import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { SectionForm } from '../../../common/section-form/section-form';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { useSectionChange } from '../../../common/staff-dialog/use-section-change';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { saveNotes } from '../api/appointment-changes';

const notesFormSchema = z.object({ notes: z.string().check(z.maxLength(2000)) });

/** The staff's internal notes; an empty text clears them. */
export function NotesForm({ appointment }: { appointment: StaffAppointment }) {
  const api = useStaffApi();
  const form = useKitForm(notesFormSchema, { notes: appointment.notes ?? '' });
  const { submit, done, change, forget } = useSectionChange({
    form,
    fieldOf: (field) => (field === 'notes' ? field : null),
  });

  async function onValid({ notes }: { notes: string }) {
    await change(
      () => saveNotes(api, appointment.id, notes.trim() || null),
      (data) => ({ notes: data.results.appointment.notes ?? '' }),
    );
  }

  const busy = submit.busy;
  return (
    <SectionForm
      id="notes"
      title={<FormattedMessage id="staff.appointment.notes" />}
      done={done && <FormattedMessage id="staff.appointment.notesSaved" />}
      form={form}
      onValid={onValid}
    >
      <TextAreaField
        id="appointment-notes"
        name="notes"
        rows={3}
        label={<FormattedMessage id="staff.appointment.notesLabel" />}
        onInput={forget}
      />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <div className="staff-dialog-actions">
        <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="staff.appointment.notesSave" />
        </button>
      </div>
    </SectionForm>
  );
}
