import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { Link, useRevalidator } from '@booking/shared/router';
import { generatePath } from '@booking/shared/router-paths';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { Field } from '@booking/shared/ui/field/field';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { useDialogSubmit } from '../../../common/staff-dialog/use-dialog-submit';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { cancelAppointment } from '../api/appointment-changes';
import type { AllowedActions } from '../domain/allowed-actions';

type Ending = 'staff' | 'no_show';

const QUESTION = { staff: 'staff.appointment.cancel.question', no_show: 'staff.appointment.noShow.question' } as const;
const EXPLAIN = { staff: 'staff.appointment.cancel.explain', no_show: 'staff.appointment.noShow.explain' } as const;
const CONFIRM = { staff: 'staff.appointment.cancel.confirm', no_show: 'staff.appointment.noShow.confirm' } as const;
const DONE = { staff: 'staff.appointment.cancel.done', no_show: 'staff.appointment.noShow.done' } as const;

/**
 * Cancel, "customer did not arrive" (each asked again in the kit's confirm dialog) and the
 * way to the checkout, only as far as the appointment's state and time still allow.
 */
export function AppointmentActions({
  appointment,
  allowed,
}: {
  appointment: StaffAppointment;
  allowed: AllowedActions;
}) {
  const api = useStaffApi();
  const [asking, setAsking] = useState<Ending | null>(null);
  const [done, setDone] = useState<Ending | null>(null);
  const [last, setLast] = useState<Ending>('staff');
  // The staff's words sent with the cancellation email, kept when the question is closed.
  const [message, setMessage] = useState('');
  // Only a customer who booked online is emailed (a walk-in or a phone booking is not).
  const emailed = appointment.source === 'online' && Boolean(appointment.customer?.email);
  const status = useRef<HTMLParagraphElement>(null);
  const revalidator = useRevalidator();
  // No fields here: whatever the API refused is said under the buttons.
  const submit = useDialogSubmit();
  const busy = submit.busy;

  async function end(reason: Ending) {
    setAsking(null);
    setLast(reason);
    const words = emailed ? message.trim() || null : null;
    const ended = await submit.send(() => cancelAppointment(api, appointment.id, reason, words));
    if (ended?.kind !== 'done') return;
    setDone(reason);
    await revalidator.revalidate();
    // The button that asked is gone now: the message says what happened.
    status.current?.focus();
  }

  const nothing = !allowed.cancel && !allowed.noShow && !allowed.checkout;
  return (
    <section aria-labelledby="actions-heading">
      <h3 id="actions-heading">
        <FormattedMessage id="staff.appointment.actions" />
      </h3>
      {nothing && !done && (
        <p className="muted">
          <FormattedMessage id="staff.appointment.noActions" />
        </p>
      )}
      <div className="staff-dialog-actions">
        {allowed.checkout && (
          <Link
            className="button"
            to={generatePath('/staff/:branch/checkout/:appointment', {
              branch: appointment.branch,
              appointment: appointment.id,
            })}
          >
            <FormattedMessage id="staff.appointment.checkout" />
          </Link>
        )}
        {allowed.noShow && (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => setAsking('no_show')}
          >
            <FormattedMessage id="staff.appointment.noShow.action" />
          </button>
        )}
        {allowed.cancel && (
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => setAsking('staff')}>
            <FormattedMessage id="staff.appointment.cancel.action" />
          </button>
        )}
      </div>
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void end(last)} />
      <p role="status" className="staff-dialog-status" ref={status} tabIndex={-1}>
        {done && <FormattedMessage id={DONE[done]} />}
      </p>
      <ConfirmDialog
        open={asking !== null}
        title={asking && <FormattedMessage id={QUESTION[asking]} />}
        confirmLabel={asking && <FormattedMessage id={CONFIRM[asking]} />}
        cancelLabel={<FormattedMessage id="staff.appointment.keep" />}
        onConfirm={() => asking && end(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <p>
            <FormattedMessage id={EXPLAIN[asking]} />
          </p>
        )}
        {asking === 'staff' && emailed && (
          <Field
            id="cancel-message"
            label={<FormattedMessage id="staff.appointment.cancel.message" />}
            hint={<FormattedMessage id="staff.appointment.cancel.messageHint" />}
            error={undefined}
          >
            {(control) => (
              <textarea rows={3} {...control} value={message} onChange={(event) => setMessage(event.target.value)} />
            )}
          </Field>
        )}
      </ConfirmDialog>
    </section>
  );
}
