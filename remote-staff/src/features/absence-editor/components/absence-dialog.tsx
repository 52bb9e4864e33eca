import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useLocation, useNavigate, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { SwitchField } from '@booking/shared/ui/switch-field/switch-field';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { TimeField } from '@booking/shared/ui/time-field/time-field';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadFailure } from '../../../common/dialog-data/failure-message';
import { EmployeeSelect } from '../../../common/employee-select/employee-select';
import { StaffDialog } from '../../../common/staff-dialog/staff-dialog';
import { useCloseDialog } from '../../../common/staff-dialog/use-close-dialog';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import {
  ABSENCE_KINDS,
  absenceFieldOf,
  absenceFormSchema,
  absenceValues,
  newAbsenceValues,
  toAbsenceRequest,
  toAbsenceUpdate,
} from '../absence-form';
import { addAbsence, changeAbsence, removeAbsence } from '../api/absence-changes';
import type { AbsenceData, absenceLoader } from '../api/absence-loader';
import { OverAppointmentsQuestion } from './over-appointments-question';

type Values = Parameters<typeof toAbsenceRequest>[0];

const KIND_IDS = {
  break: 'staff.absence.kind.break',
  holiday: 'staff.absence.kind.holiday',
  sickness: 'staff.absence.kind.sickness',
  vacation: 'staff.absence.kind.vacation',
} as const;

/** `absences/new` and `absences/:absence`: an employee's break, holiday, sickness or vacation. */
export function AbsenceDialog() {
  const loaded = useTypedLoaderData<typeof absenceLoader>();
  const close = useCloseDialog();
  const editing = loaded.ok ? loaded.data.absence !== null : false;
  return (
    <StaffDialog
      title={<FormattedMessage id={editing ? 'staff.absence.edit.title' : 'staff.absence.new.title'} />}
      onClose={close}
    >
      {loaded.ok ? <AbsenceForm data={loaded.data} onDone={close} /> : <LoadFailure error={loaded.error} />}
    </StaffDialog>
  );
}

function AbsenceForm({ data, onDone }: { data: AbsenceData; onDone: () => void }) {
  const { absence, zone, branch } = data;
  const { search } = useLocation();
  const form = useKitForm(
    absenceFormSchema,
    absence
      ? absenceValues(absence, zone)
      : newAbsenceValues(
          new URLSearchParams(search),
          data.viewDate,
          zone,
          data.employees.map((e) => e.id),
        ),
  );
  const navigate = useNavigate();
  // Whole days or not is read when the answer comes: the API's `start` is then a date or a time field.
  const submit = useSubmit({
    form,
    fieldOf: (field) => absenceFieldOf(field, form.getValues('wholeDays')),
    onSignedOut: () => navigate('/staff'),
  });
  const [asking, setAsking] = useState(false);
  // The values that would lie over booked appointments, and those appointments, while asked.
  const [over, setOver] = useState<{ values: Values; appointments: AppointmentInTheWay[] } | null>(null);
  const revalidator = useRevalidator();
  const wholeDays = form.watch('wholeDays');

  // Retry repeats what failed: the save with the same values, or the delete.
  const again = useRef(() => {});

  /**
   * Saves; over booked appointments only once the question was answered yes, and then the
   * list of appointments to handle takes the dialog's place.
   */
  async function save(values: Values, overAppointments: boolean) {
    again.current = () => void save(values, overAppointments);
    const confirmed = overAppointments ? { over_appointments: true } : {};
    const saved = await submit.send(() =>
      absence
        ? changeAbsence(branch, absence.id, { ...toAbsenceUpdate(values, zone), ...confirmed })
        : addAbsence(branch, { ...toAbsenceRequest(values, zone), ...confirmed }),
    );
    const inTheWay = saved?.kind === 'refused' ? saved.error?.appointments : undefined;
    if (inTheWay?.length) setOver({ values, appointments: inTheWay });
    if (saved?.kind !== 'done') return;
    await revalidator.revalidate();
    if (!overAppointments) return onDone();
    // The view's own query stays (the week's employee); the dialog's prefills go.
    const query = new URLSearchParams(search);
    for (const prefill of ['start', 'end']) query.delete(prefill);
    navigate({ pathname: '../appointments-to-handle', search: query.size ? `?${query}` : '' }, { replace: true });
  }

  async function onDelete() {
    if (!absence) return;
    setAsking(false);
    again.current = () => void onDelete();
    const removed = await submit.send(() => removeAbsence(branch, absence.id));
    if (removed?.kind !== 'done') return;
    await revalidator.revalidate();
    onDone();
  }

  const busy = submit.busy;
  return (
    <KitForm form={form} onValid={(values) => save(values, false)}>
      {absence ? (
        <p>
          <strong>
            <FormattedMessage id="staff.appointment.employee" />:
          </strong>{' '}
          {absence.employee.first_name} {absence.employee.last_name}
        </p>
      ) : (
        <EmployeeSelect
          id="absence-employee"
          name="employee"
          label={<FormattedMessage id="staff.appointment.employee" />}
          employees={data.employees}
        />
      )}
      <ChoiceGroup
        id="absence-kind"
        name="kind"
        legend={<FormattedMessage id="staff.absence.kind" />}
        choices={ABSENCE_KINDS.map((kind) => ({ value: kind, label: <FormattedMessage id={KIND_IDS[kind]} /> }))}
      />
      <SwitchField id="absence-whole-days" name="wholeDays" label={<FormattedMessage id="staff.absence.wholeDays" />} />
      <FieldRow>
        <TextField
          id="absence-start-date"
          name="startDate"
          type="date"
          label={<FormattedMessage id={wholeDays ? 'staff.absence.firstDay' : 'staff.absence.startDate'} />}
        />
        {!wholeDays && (
          <TimeField
            id="absence-start-time"
            name="startTime"
            label={<FormattedMessage id="staff.absence.startTime" />}
          />
        )}
      </FieldRow>
      <FieldRow>
        <TextField
          id="absence-end-date"
          name="endDate"
          type="date"
          label={<FormattedMessage id={wholeDays ? 'staff.absence.lastDay' : 'staff.absence.endDate'} />}
        />
        {!wholeDays && (
          <TimeField id="absence-end-time" name="endTime" label={<FormattedMessage id="staff.absence.endTime" />} />
        )}
      </FieldRow>
      <TextField id="absence-reason" name="reason" label={<FormattedMessage id="staff.absence.reason" />} />
      <TextAreaField
        id="absence-notes"
        name="notes"
        rows={3}
        label={<FormattedMessage id="staff.appointment.notes" />}
      />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => again.current()} />
      <div className="staff-dialog-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          <FormattedMessage id={absence ? 'staff.absence.save' : 'staff.absence.add'} />
        </button>
        {absence && (
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => setAsking(true)}>
            <FormattedMessage id="staff.absence.delete" />
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onDone}>
          <FormattedMessage id="staff.dialog.cancel" />
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="staff.absence.delete.question" />}
        confirmLabel={<FormattedMessage id="staff.absence.delete.confirm" />}
        cancelLabel={<FormattedMessage id="staff.absence.delete.keep" />}
        onConfirm={onDelete}
        onCancel={() => setAsking(false)}
      />
      <OverAppointmentsQuestion
        appointments={over?.appointments ?? null}
        onConfirm={() => {
          const values = over?.values;
          setOver(null);
          if (values) void save(values, true);
        }}
        onCancel={() => setOver(null)}
      />
    </KitForm>
  );
}
