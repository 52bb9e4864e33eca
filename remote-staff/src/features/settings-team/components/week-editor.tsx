import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { isLocalDate } from '@booking/shared/time/local-date';
import { todayIn } from '@booking/shared/time/today-in';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedDate, FormattedMessage } from 'react-intl';
import {
  type AppointmentsAnswer,
  AppointmentsChoiceDialog,
  appointmentsChoiceOf,
} from '../../../common/appointments-choice/appointments-choice-dialog';
import { useMoveToHandle } from '../../../common/appointments-choice/use-move-to-handle';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { setRota } from '../api/employee-changes';
import type { teamLoader } from '../api/team-loader';
import {
  rotaRequestOf,
  rowChanged,
  rowsKeepingEdits,
  type WeekFormValues,
  weekFormSchema,
  weekRowOf,
} from '../domain/week-values';
import { useWideScreen } from './use-wide-screen';
import { WeekDayView } from './week-day-view';
import { WeekTable } from './week-table';

type Pending = { values: WeekFormValues; index: number; appointments: AppointmentInTheWay[] };

/**
 * The week of the team's hours at one branch, edited in place: one row per employee, a cell
 * per day (two for a two-week rota), as a grid from a tablet's width up and a day at a time
 * on a phone. The rows shown are those in force on the "effective from" date, read again
 * when it changes (rows edited and not saved stay). Only changed rows are sent, one employee
 * at a time; one whose change takes hours from booked appointments stops the save and asks
 * what to do with them, then the rest follow.
 */
export function WeekEditor() {
  const api = useStaffApi();
  const { employees, branches } = useTypedLoaderData<typeof teamLoader>();
  const revalidator = useRevalidator();
  const wide = useWideScreen();
  const [branchId, setBranchId] = useState(branches[0]?.id ?? '');
  // Today at the branch, wherever the owner's device is: the default "effective from". The team
  // page shows the editor only when there is a branch.
  const [from, setFrom] = useState(() => todayIn(branches[0]?.timezone ?? 'UTC', Date.now()));
  const loaded = useMemo<WeekFormValues>(
    () => ({ effective_from: from, rows: employees.map((e) => weekRowOf(e, branchId, from)) }),
    [employees, branchId, from],
  );
  const form = useKitForm(weekFormSchema, loaded);
  const before = useRef({ loaded, branchId });
  useEffect(() => {
    const previous = before.current;
    before.current = { loaded, branchId };
    if (previous.loaded === loaded) return;
    // Typed hours belong to the branch they were typed for: another branch starts clean.
    const rows =
      previous.branchId === branchId
        ? rowsKeepingEdits(form.getValues('rows'), previous.loaded.rows, loaded.rows)
        : loaded.rows;
    form.reset(loaded);
    rows.forEach((row, index) => {
      if (row !== loaded.rows[index]) form.setValue(`rows.${index}`, row, { shouldDirty: true });
    });
  }, [form, loaded, branchId]);
  const chosen = useWatch({ control: form.control, name: 'effective_from' });
  useEffect(() => {
    if (isLocalDate(chosen) && chosen !== from) setFrom(chosen);
  }, [chosen, from]);
  const submit = useSubmit({ form, ownCodes: ['appointment_conflict'] });
  const [pending, setPending] = useState<Pending | null>(null);
  const [saved, setSaved] = useState(false);
  const branchSlug = branches.find((b) => b.id === branchId)?.slug ?? '';
  const moveToHandle = useMoveToHandle(form.formState.isDirty);

  async function saveFrom(
    values: WeekFormValues,
    start: number,
    answer: AppointmentsAnswer | null,
    inTheWay: readonly AppointmentInTheWay[] = [],
  ) {
    setSaved(false);
    let toMove: AppointmentInTheWay | null = null;
    for (let index = start; index < values.rows.length; index++) {
      const row = values.rows[index];
      const employee = employees.find((e) => e.id === row?.id);
      if (!row || !employee || !rowChanged(row, loaded.rows[index])) continue;
      const choice = appointmentsChoiceOf(index === start ? answer : null);
      const body = { ...rotaRequestOf(employee, row, branchId, values.effective_from), ...choice };
      const outcome = await submit.send(() => setRota(api, row.id, body));
      if (outcome?.kind === 'refused' && outcome.error?.code === 'appointment_conflict') {
        setPending({ values, index, appointments: outcome.error.appointments ?? [] });
        return;
      }
      if (outcome?.kind !== 'done') return;
      if (index === start && answer?.answer === 'move') toMove = inTheWay[0] ?? null;
    }
    setSaved(true);
    await revalidator.revalidate();
    if (toMove) moveToHandle(branchSlug, toMove);
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
        <p className="team-week-shown" aria-live="polite">
          <FormattedMessage
            id="staff.team.week.shown"
            values={{ date: <FormattedDate value={`${from}T12:00:00`} dateStyle="full" /> }}
          />
        </p>
        {wide ? <WeekTable employees={employees} /> : <WeekDayView employees={employees} />}
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
        onBack={() => setPending(null)}
        onAnswer={(answer) => {
          const resume = pending;
          setPending(null);
          if (resume) void saveFrom(resume.values, resume.index, answer, resume.appointments);
        }}
      />
    </section>
  );
}
