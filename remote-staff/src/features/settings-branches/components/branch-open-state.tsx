import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import type { BranchSettings } from '@booking/shared/contract/branch-settings';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator } from '@booking/shared/router';
import { notificationStore } from '@booking/shared/stores/notifications';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  type AppointmentsAnswer,
  AppointmentsChoiceDialog,
  keepOrCancel,
} from '../../../common/appointments-choice/appointments-choice-dialog';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { closeBranch, reopenBranch } from '../api/save-branch';
import type { Handled } from './handled-appointments';

/**
 * Closing a branch takes it off the booking page and offers no more times; its booked
 * appointments are listed and asked about first. A closed branch can be opened again.
 */
export function BranchOpenState({ branch, onHandled }: { branch: BranchSettings; onHandled: (h: Handled) => void }) {
  const api = useStaffApi();
  const revalidator = useRevalidator();
  const submit = useSubmit({ ownCodes: ['appointment_conflict'] });
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState<AppointmentInTheWay[] | null>(null);

  async function close(answer: AppointmentsAnswer | null) {
    const handling: { on_appointments?: 'keep' | 'cancel'; message?: string | null } = answer
      ? {
          on_appointments: keepOrCancel(answer),
          message: answer.message || null,
        }
      : {};
    const outcome = await submit.send(() => closeBranch(api, branch.id, handling));
    if (outcome?.kind === 'refused' && outcome.error?.code === 'appointment_conflict') {
      setAsked(outcome.error.appointments ?? []);
      return;
    }
    if (outcome?.kind !== 'done') return;
    notificationStore
      .getState()
      .push({ kind: 'success', messageId: 'staff.settings.branches.closedDone', values: { name: branch.name } });
    onHandled({ ...outcome.data.results, move: answer?.answer === 'move' });
    await revalidator.revalidate();
  }

  async function reopen() {
    const outcome = await submit.send(() => reopenBranch(api, branch.id));
    if (outcome?.kind !== 'done') return;
    notificationStore
      .getState()
      .push({ kind: 'success', messageId: 'staff.settings.branches.reopened', values: { name: branch.name } });
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="branch-open-title" className="branch-open-state">
      <h2 id="branch-open-title">
        <FormattedMessage
          id={branch.closed ? 'staff.settings.branches.closedTitle' : 'staff.settings.branches.closeTitle'}
        />
      </h2>
      <p className="muted">
        <FormattedMessage
          id={branch.closed ? 'staff.settings.branches.closedLead' : 'staff.settings.branches.closeLead'}
        />
      </p>
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void (branch.closed ? reopen() : close(null))} />
      {branch.closed ? (
        <button type="button" className="button button-secondary" disabled={submit.busy} onClick={() => void reopen()}>
          <FormattedMessage id="staff.settings.branches.reopen" />
        </button>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={submit.busy}
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage id="staff.settings.branches.close" />
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="staff.settings.branches.closeQuestion" values={{ name: branch.name }} />}
        confirmLabel={<FormattedMessage id="staff.settings.branches.closeYes" />}
        cancelLabel={<FormattedMessage id="staff.settings.branches.closeNo" />}
        onConfirm={() => {
          setConfirming(false);
          void close(null);
        }}
        onCancel={() => setConfirming(false)}
      >
        <FormattedMessage id="staff.settings.branches.closeLead" />
      </ConfirmDialog>
      <AppointmentsChoiceDialog
        appointments={asked}
        onBack={() => setAsked(null)}
        onAnswer={(answer) => {
          setAsked(null);
          void close(answer);
        }}
      />
    </section>
  );
}
