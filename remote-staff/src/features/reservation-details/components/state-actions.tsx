import type { HostStep, StaffReservation } from '@booking/shared/contract/staff-reservations';
import { hostActions, onItsDay } from '@booking/shared/reservations/host-transitions';
import { useRevalidator } from '@booking/shared/router';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { useDialogSubmit } from '../../../common/staff-dialog/use-dialog-submit';
import { FocusedSubmitProblem } from '../../../common/submit-problem/focused-submit-problem';
import { stepReservation } from '../api/reservation-changes';
import { hostViewOf } from '../domain/host-view';

const STEP_MESSAGES: Record<Exclude<HostStep, 'undo'>, string> = {
  arrived: 'staff.host.step.arrived',
  seated: 'staff.host.step.seated',
  finished: 'staff.host.step.finished',
  no_show: 'staff.host.step.no_show',
};
const DONE_MESSAGES: Record<HostStep, string> = {
  arrived: 'staff.host.stepDone.arrived',
  seated: 'staff.host.stepDone.seated',
  finished: 'staff.host.stepDone.finished',
  no_show: 'staff.host.stepDone.no_show',
  undo: 'staff.host.stepDone.undo',
};

/**
 * The next steps at the restaurant, only those the reservation's state allows now: on its day
 * only, a no-show once its time has come, and "Undo" for the last step until the next is
 * taken. After a step the buttons change; the status line says what was done and takes
 * focus, since the button pressed is gone.
 */
export function StateActions({ reservation }: { reservation: StaffReservation }) {
  const api = useStaffApi();
  const intl = useIntl();
  const revalidator = useRevalidator();
  const submit = useDialogSubmit();
  const [done, setDone] = useState<HostStep | null>(null);
  const [last, setLast] = useState<HostStep | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const view = hostViewOf(reservation);
  const steps = hostActions(view, Date.now()).filter((action): action is HostStep => action !== 'cancelled');
  const notItsDay = steps.length === 0 && reservation.status !== 'cancelled' && !onItsDay(view, Date.now());
  // "Undo" names the step it takes back: the state the reservation is in now.
  const undone = STEP_MESSAGES[reservation.status as keyof typeof STEP_MESSAGES];

  async function step(to: HostStep) {
    setDone(null);
    setLast(to);
    const changed = await submit.send(() => stepReservation(api, reservation.id, to));
    if (changed?.kind !== 'done') return;
    setDone(to);
    await revalidator.revalidate();
    status.current?.focus();
  }

  return (
    <section aria-labelledby="steps-heading">
      <h3 id="steps-heading">
        <FormattedMessage id="staff.host.steps" />
      </h3>
      {steps.length === 0 && (
        <p className="muted">
          <FormattedMessage id={notItsDay ? 'staff.host.notItsDay' : 'staff.host.noSteps'} />
        </p>
      )}
      <div className="staff-dialog-actions">
        {steps.map((to) => (
          <button
            key={to}
            type="button"
            className={to === 'no_show' || to === 'undo' ? 'button button-secondary' : 'button'}
            disabled={submit.busy}
            onClick={() => void step(to)}
          >
            {to === 'undo' ? (
              <FormattedMessage id="staff.host.step.undo" values={{ step: intl.formatMessage({ id: undone }) }} />
            ) : (
              <FormattedMessage id={STEP_MESSAGES[to]} />
            )}
          </button>
        ))}
      </div>
      <FocusedSubmitProblem failure={submit.failure} onRetry={() => last && void step(last)} />
      <p role="status" className="staff-dialog-status" ref={status} tabIndex={-1}>
        {done && <FormattedMessage id={DONE_MESSAGES[done]} />}
      </p>
    </section>
  );
}
