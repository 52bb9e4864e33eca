import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useLocation } from '@booking/shared/router';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { FormattedMessage } from 'react-intl';
import { EmployeeSelect } from '../../../common/employee-select/employee-select';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { DialogFormEnd } from '../../../common/staff-dialog/dialog-form-end';
import { addAbsence } from '../api/absence-changes';
import type { AbsenceData } from '../api/absence-loader';
import { absenceFormSchema, newAbsenceValues, toAbsenceRequest } from '../domain/absence-form';
import { AbsenceFields } from './absence-fields';
import { OverAppointmentsQuestion } from './over-appointments-question';
import { useAbsenceSave } from './use-absence-save';

/** `absences/new`: an absence of the employee chosen, prefilled from the slot or range it was opened on. */
export function NewAbsenceForm({ data, onDone }: { data: AbsenceData; onDone: () => void }) {
  const { branch, zone } = data;
  const api = useStaffApi();
  const { search } = useLocation();
  const form = useKitForm(
    absenceFormSchema,
    newAbsenceValues(
      new URLSearchParams(search),
      data.viewDate,
      zone,
      data.employees.map((e) => e.id),
    ),
  );
  const changes = useAbsenceSave(
    form,
    (values, confirmed) => addAbsence(api, branch, { ...toAbsenceRequest(values, zone), ...confirmed }),
    onDone,
  );
  return (
    <KitForm form={form} onValid={changes.save}>
      <EmployeeSelect
        id="absence-employee"
        name="employee"
        label={<FormattedMessage id="staff.appointment.employee" />}
        employees={data.employees}
      />
      <AbsenceFields />
      <DialogFormEnd
        failure={changes.submit.failure}
        onRetry={changes.retry}
        busy={changes.submit.busy}
        submitLabel={<FormattedMessage id="staff.absence.add" />}
        onCancel={onDone}
      />
      <OverAppointmentsQuestion {...changes.question} />
    </KitForm>
  );
}
