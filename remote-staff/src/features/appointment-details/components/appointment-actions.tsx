import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { Link, useNavigate, useRevalidator } from '@booking/shared/router';
import { generatePath } from '@booking/shared/router-paths';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { readSubmitFailure, type SubmitFailure } from '../../../common/form-submit/submit-failure';
import { SubmitMessage } from '../../../common/form-submit/submit-message';
import type { AllowedActions } from '../allowed-actions';
import { cancelAppointment } from '../api/appointment-changes';

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
  const [asking, setAsking] = useState<Ending | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure['message']>(null);
  const [done, setDone] = useState<Ending | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  async function end(reason: Ending) {
    setAsking(null);
    setBusy(true);
    setFailure(null);
    const result = await cancelAppointment(appointment.id, reason);
    setBusy(false);
    if (result.ok) {
      setDone(reason);
      await revalidator.revalidate();
      // The button that asked is gone now: the message says what happened.
      status.current?.focus();
      return;
    }
    // No fields here: whatever the API refused is said under the buttons.
    const read = readSubmitFailure(result, () => null);
    if (read.signedOut) navigate('/staff');
    else setFailure(read.message);
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
      {failure && (
        <p className="form-error" role="alert">
          <SubmitMessage message={failure} />
        </p>
      )}
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
      </ConfirmDialog>
    </section>
  );
}
