import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useLocation, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadFailure } from '../../../common/dialog-data/failure-message';
import { EmployeeSelect } from '../../../common/employee-select/employee-select';
import { useFormSubmit } from '../../../common/form-submit/use-form-submit';
import { StaffDialog } from '../../../common/staff-dialog/staff-dialog';
import { useCloseDialog } from '../../../common/staff-dialog/use-close-dialog';
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
  // Whole days or not is read when the answer comes: the API's `start` is then a date or a time field.
  const submit = useFormSubmit(form, { fieldOf: (field) => absenceFieldOf(field, form.getValues('wholeDays')) });
  const [asking, setAsking] = useState(false);
  const revalidator = useRevalidator();
  const wholeDays = form.watch('wholeDays');

  async function onValid(values: Parameters<typeof toAbsenceRequest>[0]) {
    const saved = await submit.send(() =>
      absence
        ? changeAbsence(branch, absence.id, toAbsenceUpdate(values, zone))
        : addAbsence(branch, toAbsenceRequest(values, zone)),
    );
    if (!saved) return;
    await revalidator.revalidate();
    onDone();
  }

  async function onDelete() {
    if (!absence) return;
    setAsking(false);
    const removed = await submit.send(() => removeAbsence(branch, absence.id));
    if (!removed) return;
    await revalidator.revalidate();
    onDone();
  }

  const busy = submit.busy;
  return (
    <KitForm form={form} onValid={onValid} formError={submit.formError}>
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
      <label className="absence-whole-days">
        <input type="checkbox" {...form.register('wholeDays')} />
        <FormattedMessage id="staff.absence.wholeDays" />
      </label>
      {wholeDays ? (
        <div className="staff-dialog-row">
          <TextField
            id="absence-start-date"
            name="startDate"
            type="date"
            label={<FormattedMessage id="staff.absence.firstDay" />}
          />
          <TextField
            id="absence-end-date"
            name="endDate"
            type="date"
            label={<FormattedMessage id="staff.absence.lastDay" />}
          />
        </div>
      ) : (
        <>
          <div className="staff-dialog-row">
            <TextField
              id="absence-start-date"
              name="startDate"
              type="date"
              label={<FormattedMessage id="staff.absence.startDate" />}
            />
            <TextField
              id="absence-start-time"
              name="startTime"
              type="time"
              step={300}
              label={<FormattedMessage id="staff.absence.startTime" />}
            />
          </div>
          <div className="staff-dialog-row">
            <TextField
              id="absence-end-date"
              name="endDate"
              type="date"
              label={<FormattedMessage id="staff.absence.endDate" />}
            />
            <TextField
              id="absence-end-time"
              name="endTime"
              type="time"
              step={300}
              label={<FormattedMessage id="staff.absence.endTime" />}
            />
          </div>
        </>
      )}
      <TextField id="absence-reason" name="reason" label={<FormattedMessage id="staff.absence.reason" />} />
      <TextAreaField
        id="absence-notes"
        name="notes"
        rows={3}
        label={<FormattedMessage id="staff.appointment.notes" />}
      />
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
    </KitForm>
  );
}
