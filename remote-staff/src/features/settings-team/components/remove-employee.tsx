import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import type { SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useTypedLoaderData } from '@booking/shared/router';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  type AppointmentsAnswer,
  AppointmentsChoiceDialog,
  appointmentsChoiceOf,
} from '../../../common/appointments-choice/appointments-choice-dialog';
import { useMoveToHandle } from '../../../common/appointments-choice/use-move-to-handle';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { removeEmployee } from '../api/employee-changes';
import type { teamLoader } from '../api/team-loader';

/**
 * Removes the employee after a yes; with booked appointments ahead, asks what becomes of them
 * (keep, keep and move each, or cancel with a message) before anything changes. Moving opens
 * the calendar's list of appointments to handle at the branch the employee worked at.
 */
export function RemoveEmployee({ employee, onRemoved }: { employee: SettingsEmployee; onRemoved: () => void }) {
  const api = useStaffApi();
  const [asking, setAsking] = useState(false);
  const [inTheWay, setInTheWay] = useState<AppointmentInTheWay[] | null>(null);
  const submit = useSubmit({ ownCodes: ['appointment_conflict'] });
  const { branches } = useTypedLoaderData<typeof teamLoader>();
  const moveToHandle = useMoveToHandle(false);
  const worked = employee.rotas.at(-1)?.hours[0]?.branch_id;
  const slug = (branches.find((b) => b.id === worked) ?? branches[0])?.slug;
  const name = `${employee.first_name} ${employee.last_name}`;

  async function remove(answer: AppointmentsAnswer | null, kept: AppointmentInTheWay[] = []) {
    const body = appointmentsChoiceOf(answer);
    const outcome = await submit.send(() => removeEmployee(api, employee.id, body));
    const first = kept[0];
    if (outcome?.kind === 'refused' && outcome.error?.code === 'appointment_conflict') {
      setInTheWay(outcome.error.appointments ?? []);
    } else if (outcome?.kind === 'done' && answer?.answer === 'move' && first && slug) {
      moveToHandle(slug, first);
    } else if (outcome?.kind === 'done') onRemoved();
  }

  return (
    <section aria-labelledby="employee-remove-title" className="employee-remove">
      <h2 id="employee-remove-title">
        <FormattedMessage id="staff.team.remove.title" />
      </h2>
      <p>
        <FormattedMessage id="staff.team.remove.lead" />
      </p>
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void remove(null)} />
      <button type="button" className="button button-secondary" disabled={submit.busy} onClick={() => setAsking(true)}>
        <FormattedMessage id="staff.team.remove.button" values={{ name }} />
      </button>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="staff.team.remove.confirm" values={{ name }} />}
        confirmLabel={<FormattedMessage id="staff.team.remove.yes" />}
        cancelLabel={<FormattedMessage id="staff.team.remove.no" />}
        onConfirm={() => {
          setAsking(false);
          void remove(null);
        }}
        onCancel={() => setAsking(false)}
      />
      <AppointmentsChoiceDialog
        appointments={inTheWay}
        onBack={() => setInTheWay(null)}
        onAnswer={(answer) => {
          const kept = inTheWay ?? [];
          setInTheWay(null);
          void remove(answer, kept);
        }}
      />
    </section>
  );
}
