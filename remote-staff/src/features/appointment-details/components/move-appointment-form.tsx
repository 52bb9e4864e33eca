import type { Employee } from '@booking/shared/contract/employees';
import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { TimeField } from '@booking/shared/ui/time-field/time-field';
import { FormattedMessage } from 'react-intl';
import { EmployeeSelect } from '../../../common/employee-select/employee-select';
import { SectionForm } from '../../../common/section-form/section-form';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { useSectionChange } from '../../../common/staff-dialog/use-section-change';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { moveAppointment } from '../api/appointment-changes';
import { MOVE_FIELD_OF, moveDefaults, moveFormSchema, toMoveRequest } from '../domain/move-form';

/**
 * Moving by keyboard (and screen reader): the grid's drag and drop as a form of date, time
 * and employee. A conflict says what is in the way and keeps what was typed.
 */
export function MoveAppointmentForm({
  appointment,
  employees,
}: {
  appointment: StaffAppointment;
  employees: readonly Employee[];
}) {
  const api = useStaffApi();
  const form = useKitForm(moveFormSchema, moveDefaults(appointment));
  const { submit, done, change } = useSectionChange({ form, fieldOf: (field) => MOVE_FIELD_OF[field] });

  async function onValid(values: Parameters<typeof toMoveRequest>[0]) {
    await change(
      () => moveAppointment(api, appointment.id, toMoveRequest(values, appointment)),
      (data) => moveDefaults(data.results.appointment),
    );
  }

  const busy = submit.busy;
  return (
    <SectionForm
      id="move"
      title={<FormattedMessage id="staff.appointment.move.title" />}
      done={done && <FormattedMessage id="staff.appointment.move.done" />}
      form={form}
      onValid={onValid}
    >
      <FieldRow>
        <TextField id="move-date" name="date" type="date" label={<FormattedMessage id="staff.appointment.date" />} />
        <TimeField id="move-time" name="time" label={<FormattedMessage id="staff.appointment.time" />} />
      </FieldRow>
      <EmployeeSelect
        id="move-employee"
        name="employee"
        label={<FormattedMessage id="staff.appointment.employee" />}
        employees={employees}
      />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <div className="staff-dialog-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          <FormattedMessage id={busy ? 'staff.appointment.move.submitting' : 'staff.appointment.move.submit'} />
        </button>
      </div>
    </SectionForm>
  );
}
