import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import type { SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { isLocalDate } from '@booking/shared/time/local-date';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import {
  type AppointmentsAnswer,
  AppointmentsChoiceDialog,
  appointmentsChoiceOf,
} from '../../../common/appointments-choice/appointments-choice-dialog';
import { useMoveToHandle } from '../../../common/appointments-choice/use-move-to-handle';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { deleteException, setException } from '../api/employee-changes';
import type { teamLoader } from '../api/team-loader';
import { type ExceptionValues, exceptionFormSchema, exceptionHoursOf, hoursOnDate } from '../domain/exception-values';
import { ExceptionList } from './exception-list';

/**
 * Single dates whose hours differ from the rota (a late shift, a day off, a day at another
 * branch); absences (sickness, holidays) stay in the calendar. A date's hours are the
 * employee's whole day: one field per branch, filled with what the rota (or the date's
 * exception) says when the date is chosen, so the owner changes only the branch that differs.
 */
export function ExceptionsPanel({ employee }: { employee: SettingsEmployee }) {
  const api = useStaffApi();
  const { branches } = useTypedLoaderData<typeof teamLoader>();
  const revalidator = useRevalidator();
  const empty = { day: '', hours: branches.map(() => '') };
  const form = useKitForm(exceptionFormSchema, empty);
  const submit = useSubmit({ form, ownCodes: ['appointment_conflict'] });
  const [pending, setPending] = useState<{ values: ExceptionValues; appointments: AppointmentInTheWay[] } | null>(null);
  const moveToHandle = useMoveToHandle(form.formState.isDirty);
  const day = useWatch({ control: form.control, name: 'day' });
  useEffect(() => {
    if (!isLocalDate(day)) return;
    hoursOnDate(employee, branches, day).forEach((text, index) => {
      form.setValue(`hours.${index}`, text, { shouldDirty: true });
    });
  }, [day, employee, branches, form]);

  async function save(
    values: ExceptionValues,
    answer: AppointmentsAnswer | null,
    inTheWay: AppointmentInTheWay[] = [],
  ) {
    const choice = appointmentsChoiceOf(answer);
    const outcome = await submit.send(() =>
      setException(api, employee.id, values.day, { hours: exceptionHoursOf(values, branches), ...choice }),
    );
    if (outcome?.kind === 'refused' && outcome.error?.code === 'appointment_conflict') {
      setPending({ values, appointments: outcome.error.appointments ?? [] });
    } else if (outcome?.kind === 'done') {
      // The kept appointments were inside the rota's hours that day, at a branch it had.
      const worked = hoursOnDate(employee, branches, values.day).findIndex((text) => text !== '');
      form.reset(empty);
      await revalidator.revalidate();
      const first = inTheWay[0];
      const slug = branches[Math.max(worked, 0)]?.slug;
      if (answer?.answer === 'move' && first && slug) moveToHandle(slug, first);
    }
  }
  async function remove(date: string) {
    const outcome = await submit.send(() => deleteException(api, employee.id, date));
    if (outcome?.kind === 'done') await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="employee-exceptions-title" className="employee-exceptions">
      <h2 id="employee-exceptions-title">
        <FormattedMessage id="staff.team.exceptions.title" />
      </h2>
      <p>
        <FormattedMessage id="staff.team.exceptions.lead" />
      </p>
      {branches.length > 1 && (
        <p>
          <FormattedMessage id="staff.team.exceptions.branchesRule" />
        </p>
      )}
      <ExceptionList exceptions={employee.exceptions} branches={branches} busy={submit.busy} onRemove={remove} />
      <KitForm form={form} onValid={(values) => save(values, null)} aria-labelledby="employee-exceptions-title">
        <UnsavedChangesGuard dirty={form.formState.isDirty} />
        <TextField
          id="exception-day"
          name="day"
          type="date"
          required
          label={<FormattedMessage id="staff.team.exceptions.day" />}
        />
        {branches.map((branch, index) => (
          <TextField
            key={branch.id}
            id={`exception-hours-${index}`}
            name={`hours.${index}`}
            autoComplete="off"
            label={
              branches.length > 1 ? (
                <FormattedMessage id="staff.team.exceptions.hoursAt" values={{ branch: branch.name }} />
              ) : (
                <FormattedMessage id="staff.team.exceptions.hours" />
              )
            }
            hint={
              <FormattedMessage
                id={branches.length > 1 ? 'staff.team.exceptions.hoursAtHint' : 'staff.team.exceptions.hoursHint'}
              />
            }
          />
        ))}
        <StaffSubmitProblem failure={submit.failure} onRetry={() => form.handleSubmit((v) => save(v, null))()} />
        <button type="submit" className="button" disabled={submit.busy}>
          <FormattedMessage id="staff.team.exceptions.save" />
        </button>
      </KitForm>
      <AppointmentsChoiceDialog
        appointments={pending?.appointments ?? null}
        onBack={() => setPending(null)}
        onAnswer={(answer) => {
          const resume = pending;
          setPending(null);
          if (resume) void save(resume.values, answer, resume.appointments);
        }}
      />
    </section>
  );
}
