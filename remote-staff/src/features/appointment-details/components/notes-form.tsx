import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useRevalidator } from '@booking/shared/router';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { SectionForm } from '../../../common/section-form/section-form';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { useDialogSubmit } from '../../../common/staff-dialog/use-dialog-submit';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { saveNotes } from '../api/appointment-changes';

const notesFormSchema = z.object({ notes: z.string().check(z.maxLength(2000)) });

/** The staff's internal notes; an empty text clears them. */
export function NotesForm({ appointment }: { appointment: StaffAppointment }) {
  const api = useStaffApi();
  const form = useKitForm(notesFormSchema, { notes: appointment.notes ?? '' });
  const submit = useDialogSubmit({
    form,
    fieldOf: (field) => (field === 'notes' ? field : null),
  });
  const [saved, setSaved] = useState(false);
  const revalidator = useRevalidator();

  async function onValid({ notes }: { notes: string }) {
    setSaved(false);
    const changed = await submit.send(() => saveNotes(api, appointment.id, notes.trim() || null));
    if (changed?.kind !== 'done') return;
    form.reset({ notes: changed.data.results.appointment.notes ?? '' });
    setSaved(true);
    await revalidator.revalidate();
  }

  const busy = submit.busy;
  return (
    <SectionForm
      id="notes"
      title={<FormattedMessage id="staff.appointment.notes" />}
      done={saved && <FormattedMessage id="staff.appointment.notesSaved" />}
      form={form}
      onValid={onValid}
    >
      <TextAreaField
        id="appointment-notes"
        name="notes"
        rows={3}
        label={<FormattedMessage id="staff.appointment.notesLabel" />}
        onInput={() => setSaved(false)}
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
