import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { setEmployeeRota } from '@booking/shared/contract/operations/employee-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { staffCall } from '../../../common/staff-page/staff-load';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import type { teamLoader } from '../api/team-loader';
import { rotaRequestOf, rowChanged, type WeekFormValues, weekFormSchema, weekRowOf } from '../domain/week-values';
import { type AppointmentsChoice, AppointmentsChoiceDialog } from './appointments-choice-dialog';
import { WeekTable } from './week-table';

/** Today's date where the owner is: the default "effective from". */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

type Pending = { values: WeekFormValues; index: number; appointments: AppointmentInTheWay[] };

/**
 * The week of the team's hours at one branch, edited in place: one row per employee, a cell
 * per day (two rows of days for a two-week rota), saved from a date on. Only changed rows are
 * sent, one employee at a time; one whose change takes hours from booked appointments stops
 * the save and asks what to do with them, then the rest follow.
 */
export function WeekEditor() {
  const { employees, branches } = useTypedLoaderData<typeof teamLoader>();
  const revalidator = useRevalidator();
  const [branchId, setBranchId] = useState(branches[0]?.id ?? '');
  const initial = useMemo<WeekFormValues>(() => {
    const date = today();
    return { effective_from: date, rows: employees.map((e) => weekRowOf(e, branchId, date)) };
  }, [employees, branchId]);
  const form = useKitForm(weekFormSchema, initial);
  useEffect(() => form.reset(initial), [form, initial]);
  const submit = useSubmit({ form, ownCodes: ['appointment_conflict'] });
  const [pending, setPending] = useState<Pending | null>(null);
  const [saved, setSaved] = useState(false);

  async function saveFrom(values: WeekFormValues, start: number, choice: AppointmentsChoice | null) {
    setSaved(false);
    for (let index = start; index < values.rows.length; index++) {
      const row = values.rows[index];
      const employee = employees.find((e) => e.id === row?.id);
      if (!row || !employee || !rowChanged(row, initial.rows[index])) continue;
      const body = {
        ...rotaRequestOf(employee, row, branchId, values.effective_from),
        ...(index === start && choice ? choice : {}),
      };
      const outcome = await submit.send(() => staffCall(setEmployeeRota, { params: { employee: row.id }, body }));
      if (outcome?.kind === 'refused' && outcome.error?.code === 'appointment_conflict') {
        setPending({ values, index, appointments: outcome.error.appointments ?? [] });
        return;
      }
      if (outcome?.kind !== 'done') return;
    }
    setSaved(true);
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="team-week-title" className="team-week">
      <h2 id="team-week-title">
        <FormattedMessage id="staff.team.week.title" />
      </h2>
      <p>
        <FormattedMessage id="staff.team.week.lead" />
      </p>
      {branches.length > 1 && (
        <NativeSelect
          id="team-week-branch"
          label={<FormattedMessage id="staff.team.week.branch" />}
          hint={<FormattedMessage id="staff.team.week.branchHint" />}
          value={branchId}
          onChange={(event) => setBranchId(event.target.value)}
        >
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </NativeSelect>
      )}
      <KitForm form={form} onValid={(values) => saveFrom(values, 0, null)} aria-labelledby="team-week-title">
        <UnsavedChangesGuard dirty={form.formState.isDirty} />
        <TextField
          id="team-week-from"
          name="effective_from"
          type="date"
          required
          label={<FormattedMessage id="staff.team.week.from" />}
          hint={<FormattedMessage id="staff.team.week.fromHint" />}
        />
        <WeekTable employees={employees} />
        <StaffSubmitProblem failure={submit.failure} onRetry={() => form.handleSubmit((v) => saveFrom(v, 0, null))()} />
        <div aria-live="polite">
          {saved && !form.formState.isDirty && (
            <p className="team-saved">
              <FormattedMessage id="staff.team.week.saved" />
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={submit.busy}>
          <FormattedMessage id="staff.team.week.save" />
        </button>
      </KitForm>
      <AppointmentsChoiceDialog
        appointments={pending?.appointments ?? null}
        onCancel={() => setPending(null)}
        onChoose={(choice) => {
          const resume = pending;
          setPending(null);
          if (resume) void saveFrom(resume.values, resume.index, choice);
        }}
      />
    </section>
  );
}
