import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useNavigate, useRevalidator } from '@booking/shared/router';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { FailureText } from '../../../ui/dialog-data/failure-message';
import { readSubmitFailure, type SubmitFailure } from '../../../ui/dialog-data/submit-failure';
import { saveNotes } from '../api/appointment-changes';

const notesFormSchema = z.object({ notes: z.string().check(z.maxLength(2000)) });

/** The staff's internal notes; an empty text clears them. */
export function NotesForm({ appointment }: { appointment: StaffAppointment }) {
  const form = useKitForm(notesFormSchema, { notes: appointment.notes ?? '' });
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  async function onValid({ notes }: { notes: string }) {
    setFailure(null);
    setSaved(false);
    const result = await saveNotes(appointment.id, notes.trim() || null);
    if (result.ok) {
      form.reset({ notes: result.data.results.appointment.notes ?? '' });
      setSaved(true);
      await revalidator.revalidate();
      return;
    }
    const read = readSubmitFailure(result, (field, code) => {
      if (field === 'notes') form.setError('notes', { type: code });
    });
    if (read === 'signedOut') navigate('/staff');
    else setFailure(read);
  }

  const busy = form.formState.isSubmitting;
  return (
    <KitForm
      form={form}
      onValid={onValid}
      aria-labelledby="notes-heading"
      heading={
        <h3 id="notes-heading">
          <FormattedMessage id="staff.appointment.notes" />
        </h3>
      }
      formError={failure && <FailureText error={failure.error} />}
    >
      <TextAreaField
        id="appointment-notes"
        name="notes"
        rows={3}
        label={<FormattedMessage id="staff.appointment.notesLabel" />}
        onInput={() => setSaved(false)}
      />
      <div className="staff-dialog-actions">
        <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="staff.appointment.notesSave" />
        </button>
      </div>
      <p role="status" className="staff-dialog-status">
        {saved && <FormattedMessage id="staff.appointment.notesSaved" />}
      </p>
    </KitForm>
  );
}
