import type { AppointmentStatus, CancelledBy } from '@booking/shared/contract/appointments';
import type { Result } from '../result';

/**
 * What may happen to an appointment:
 * - the customer reschedules or cancels, and staff cancel, only before it starts;
 * - staff record that the customer did not arrive only once it has started;
 * - staff record a payment any time, once;
 * - nothing changes a cancelled appointment.
 * A rescheduled appointment is `rescheduled`, except a paid one, which stays `paid`.
 */
export type Transition = 'reschedule' | 'cancel_by_customer' | 'cancel_by_staff' | 'no_show' | 'pay';

export type NotEditableReason = 'cancelled' | 'started' | 'not_started' | 'paid';
export type NotEditable = { code: 'not_editable'; params: { reason: NotEditableReason } };

export type Outcome = { status: AppointmentStatus; cancelledBy: CancelledBy | null };

const notEditable = (reason: NotEditableReason): { ok: false; error: NotEditable } => ({
  ok: false,
  error: { code: 'not_editable', params: { reason } },
});

export function applyTransition(
  appointment: { status: AppointmentStatus; start: number },
  transition: Transition,
  now: number,
): Result<Outcome, NotEditable> {
  const { status, start } = appointment;
  if (status === 'cancelled') return notEditable('cancelled');
  const started = start <= now;
  switch (transition) {
    case 'reschedule':
      if (started) return notEditable('started');
      return { ok: true, value: { status: status === 'paid' ? 'paid' : 'rescheduled', cancelledBy: null } };
    case 'cancel_by_customer':
    case 'cancel_by_staff':
      if (started) return notEditable('started');
      return {
        ok: true,
        value: { status: 'cancelled', cancelledBy: transition === 'cancel_by_staff' ? 'staff' : 'customer' },
      };
    case 'no_show':
      if (!started) return notEditable('not_started');
      return { ok: true, value: { status: 'cancelled', cancelledBy: 'no_show' } };
    case 'pay':
      if (status === 'paid') return notEditable('paid');
      return { ok: true, value: { status: 'paid', cancelledBy: null } };
  }
}
