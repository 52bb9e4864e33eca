import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import type { SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { removeSettingsEmployee } from '@booking/shared/contract/operations/employee-settings';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { staffCall } from '../../../common/staff-page/staff-load';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { type AppointmentsChoice, AppointmentsChoiceDialog } from './appointments-choice-dialog';

/**
 * Removes the employee after a yes; with booked appointments ahead, asks what becomes of them
 * (keep or cancel with a message) before anything changes.
 */
export function RemoveEmployee({ employee, onRemoved }: { employee: SettingsEmployee; onRemoved: () => void }) {
  const [asking, setAsking] = useState(false);
  const [inTheWay, setInTheWay] = useState<AppointmentInTheWay[] | null>(null);
  const submit = useSubmit({ ownCodes: ['appointment_conflict'] });
  const name = `${employee.first_name} ${employee.last_name}`;

  async function remove(choice: AppointmentsChoice | Record<string, never>) {
    const outcome = await submit.send(() =>
      staffCall(removeSettingsEmployee, { params: { employee: employee.id }, body: choice }),
    );
    if (outcome?.kind === 'refused' && outcome.error?.code === 'appointment_conflict') {
      setInTheWay(outcome.error.appointments ?? []);
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
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void remove({})} />
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
          void remove({});
        }}
        onCancel={() => setAsking(false)}
      />
      <AppointmentsChoiceDialog
        appointments={inTheWay}
        onCancel={() => setInTheWay(null)}
        onChoose={(choice) => {
          setInTheWay(null);
          void remove(choice);
        }}
      />
    </section>
  );
}
