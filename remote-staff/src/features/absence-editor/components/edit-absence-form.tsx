import type { StaffAbsence } from '@booking/shared/contract/staff-calendar';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { DialogFormEnd } from '../../../common/staff-dialog/dialog-form-end';
import { changeAbsence, removeAbsence } from '../api/absence-changes';
import type { AbsenceData } from '../api/absence-loader';
import { absenceFormSchema, absenceValues, toAbsenceUpdate } from '../domain/absence-form';
import { AbsenceFields } from './absence-fields';
import { OverAppointmentsQuestion } from './over-appointments-question';
import { useAbsenceSave } from './use-absence-save';

/** `absences/:absence`: a stored absence changed, or deleted once confirmed; its employee stays. */
export function EditAbsenceForm({
  data,
  absence,
  onDone,
}: {
  data: AbsenceData;
  absence: StaffAbsence;
  onDone: () => void;
}) {
  const { branch, zone } = data;
  const api = useStaffApi();
  const form = useKitForm(absenceFormSchema, absenceValues(absence, zone));
  const changes = useAbsenceSave(
    form,
    (values, confirmed) => changeAbsence(api, branch, absence.id, { ...toAbsenceUpdate(values, zone), ...confirmed }),
    onDone,
  );
  const [asking, setAsking] = useState(false);
  const busy = changes.submit.busy;
  return (
    <KitForm form={form} onValid={changes.save}>
      <p>
        <strong>
          <FormattedMessage id="staff.appointment.employee" />:
        </strong>{' '}
        {absence.employee.first_name} {absence.employee.last_name}
      </p>
      <AbsenceFields />
      <DialogFormEnd
        failure={changes.submit.failure}
        onRetry={changes.retry}
        busy={busy}
        submitLabel={<FormattedMessage id="staff.absence.save" />}
        onCancel={onDone}
      >
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => setAsking(true)}>
          <FormattedMessage id="staff.absence.delete" />
        </button>
      </DialogFormEnd>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="staff.absence.delete.question" />}
        confirmLabel={<FormattedMessage id="staff.absence.delete.confirm" />}
        cancelLabel={<FormattedMessage id="staff.absence.delete.keep" />}
        onConfirm={() => {
          setAsking(false);
          void changes.run(() => removeAbsence(api, branch, absence.id));
        }}
        onCancel={() => setAsking(false)}
      />
      <OverAppointmentsQuestion {...changes.question} />
    </KitForm>
  );
}
