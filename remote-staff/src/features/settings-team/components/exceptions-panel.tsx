import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import type { SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { deleteEmployeeException, setEmployeeException } from '@booking/shared/contract/operations/employee-settings';
import { localDateSchema } from '@booking/shared/contract/zoned-time';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { staffCall } from '../../../common/staff-page/staff-load';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import type { teamLoader } from '../api/team-loader';
import { formatHoursText, parseHoursText } from '../domain/hours-text';
import { type AppointmentsChoice, AppointmentsChoiceDialog } from './appointments-choice-dialog';

const exceptionFormSchema = z.object({
  day: localDateSchema,
  hours: z.string().check(
    z.maxLength(200),
    z.superRefine((text, ctx) => {
      const parsed = parseHoursText(text);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.code, input: text });
    }),
  ),
});
type ExceptionValues = z.output<typeof exceptionFormSchema>;

/**
 * Single dates whose hours differ from the rota (a late shift, a day off), at the first
 * branch the employee works at; absences (sickness, holidays) stay in the calendar.
 */
export function ExceptionsPanel({ employee }: { employee: SettingsEmployee }) {
  const { branches } = useTypedLoaderData<typeof teamLoader>();
  const revalidator = useRevalidator();
  const branchId = employee.rotas.at(-1)?.hours[0]?.branch_id ?? branches[0]?.id ?? '';
  const form = useKitForm(exceptionFormSchema, { day: '', hours: '' });
  const submit = useSubmit({ form, ownCodes: ['appointment_conflict'] });
  const [pending, setPending] = useState<{ values: ExceptionValues; appointments: AppointmentInTheWay[] } | null>(null);

  async function save(values: ExceptionValues, choice: AppointmentsChoice | null) {
    const parsed = parseHoursText(values.hours);
    const hours = parsed.ok ? parsed.hours.map((h) => ({ branch_id: branchId, ...h })) : [];
    const outcome = await submit.send(() =>
      staffCall(setEmployeeException, {
        params: { employee: employee.id, day: values.day },
        body: { hours, ...(choice ?? {}) },
      }),
    );
    if (outcome?.kind === 'refused' && outcome.error?.code === 'appointment_conflict') {
      setPending({ values, appointments: outcome.error.appointments ?? [] });
    } else if (outcome?.kind === 'done') {
      form.reset({ day: '', hours: '' });
      await revalidator.revalidate();
    }
  }
  async function remove(day: string) {
    const outcome = await submit.send(() =>
      staffCall(deleteEmployeeException, { params: { employee: employee.id, day } }),
    );
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
      {employee.exceptions.length > 0 && (
        <ul className="team-list">
          {employee.exceptions.map((x) => (
            <li key={x.day}>
              <FormattedDate value={`${x.day}T12:00:00`} dateStyle="full" />
              {': '}
              {x.hours.length === 0 ? <FormattedMessage id="staff.team.exceptions.dayOff" /> : formatHoursText(x.hours)}{' '}
              <button type="button" className="button button-secondary" onClick={() => void remove(x.day)}>
                <FormattedMessage id="staff.team.exceptions.remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <KitForm form={form} onValid={(values) => save(values, null)} aria-labelledby="employee-exceptions-title">
        <UnsavedChangesGuard dirty={form.formState.isDirty} />
        <TextField
          id="exception-day"
          name="day"
          type="date"
          required
          label={<FormattedMessage id="staff.team.exceptions.day" />}
        />
        <TextField
          id="exception-hours"
          name="hours"
          autoComplete="off"
          label={<FormattedMessage id="staff.team.exceptions.hours" />}
          hint={<FormattedMessage id="staff.team.exceptions.hoursHint" />}
        />
        <StaffSubmitProblem failure={submit.failure} onRetry={() => form.handleSubmit((v) => save(v, null))()} />
        <button type="submit" className="button" disabled={submit.busy}>
          <FormattedMessage id="staff.team.exceptions.save" />
        </button>
      </KitForm>
      <AppointmentsChoiceDialog
        appointments={pending?.appointments ?? null}
        onCancel={() => setPending(null)}
        onChoose={(choice) => {
          const resume = pending;
          setPending(null);
          if (resume) void save(resume.values, choice);
        }}
      />
    </section>
  );
}
