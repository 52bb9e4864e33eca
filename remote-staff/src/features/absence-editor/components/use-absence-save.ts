import type { ApiResult } from '@booking/shared/api-client/call';
import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { useLocation, useNavigate, useRevalidator } from '@booking/shared/router';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDialogSubmit } from '../../../common/staff-dialog/use-dialog-submit';
import { type AbsenceFormValues, absenceFieldOf, type toAbsenceRequest } from '../domain/absence-form';

export type AbsenceValues = Parameters<typeof toAbsenceRequest>[0];

/** The write of a save: `over_appointments` once the question was answered yes. */
export type AbsenceWrite = (
  values: AbsenceValues,
  confirmed: { over_appointments?: true },
) => Promise<ApiResult<unknown>>;

/**
 * Saving an absence, new or stored, and what happens when it would lie over booked
 * appointments (an employee fell ill): the question which ones, and only on yes the save
 * again, after which the list of appointments to handle takes the dialog's place. Retry
 * repeats what failed: the save with the same values, or the delete (`run`).
 */
export function useAbsenceSave(
  form: UseFormReturn<AbsenceFormValues, unknown, AbsenceValues>,
  write: AbsenceWrite,
  onDone: () => void,
) {
  // Whole days or not is read when the answer comes: the API's `start` is then a date or a time field.
  const submit = useDialogSubmit({ form, fieldOf: (field) => absenceFieldOf(field, form.getValues('wholeDays')) });
  // The values that would lie over booked appointments, and those appointments, while asked.
  const [over, setOver] = useState<{ values: AbsenceValues; appointments: AppointmentInTheWay[] } | null>(null);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { search } = useLocation();
  const again = useRef(() => {});

  async function save(values: AbsenceValues, overAppointments: boolean) {
    again.current = () => void save(values, overAppointments);
    const saved = await submit.send(() => write(values, overAppointments ? { over_appointments: true } : {}));
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

  /** Another change of the same dialog (the delete), with the same busy state, failure and Retry. */
  async function run(change: () => Promise<ApiResult<unknown>>) {
    again.current = () => void run(change);
    const done = await submit.send(change);
    if (done?.kind !== 'done') return;
    await revalidator.revalidate();
    onDone();
  }

  return {
    submit,
    save: (values: AbsenceValues) => save(values, false),
    run,
    retry: () => again.current(),
    question: {
      appointments: over?.appointments ?? null,
      onConfirm: () => {
        const values = over?.values;
        setOver(null);
        if (values) void save(values, true);
      },
      onCancel: () => setOver(null),
    },
  };
}
