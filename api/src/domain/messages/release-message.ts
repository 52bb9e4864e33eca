import type { AppointmentStatus } from '@booking/shared/contract/appointments';
import { liveStatus } from '../payments/live-status';
import type { PlannedMessage } from './booking-message-plan';
import { bookingCalendarFile, describeBooking, type MessageBody } from './booking-messages';
import type { BookingSummary } from './booking-summary-schema';
import { messageTexts } from './message-texts';

/**
 * The release email of an appointment booked for online payment, written with the booking
 * and due at the end of its payment window (`payBy`). Nothing runs at that time (the lapse
 * is read, not written: docs/decisions/0013), so the row waits like a reminder, and the
 * sender sends it only if the appointment did lapse (`releaseStillDue`).
 */
export const releaseMessagePlan = (booking: BookingSummary, payBy: number): PlannedMessage<'release'> => ({
  organizationId: booking.organizationId,
  kind: 'release',
  bookingKind: booking.bookingKind,
  bookingId: booking.id,
  channel: 'email',
  recipient: booking.email,
  sendAfter: payBy,
});

/**
 * The appointment as the sender finds it when the release email is due; null when gone.
 * `cancelled_by` 'unpaid' is a lapse a later write recorded (its due time then cleared).
 */
export type ReleaseBooking = {
  status: AppointmentStatus;
  payment_due_at: Date | null;
  cancelled_by: string | null;
} | null;

/**
 * Whether the release email is still true: the appointment lapsed unpaid (recorded or not).
 * Not when it was paid, switched to paying at the salon (no due time any more), cancelled
 * by the customer or staff, or deleted.
 */
export function releaseStillDue(booking: ReleaseBooking, now: number): boolean {
  if (!booking) return false;
  if (booking.cancelled_by === 'unpaid') return true;
  return booking.status !== 'cancelled' && liveStatus(booking, now) === 'cancelled';
}

/**
 * What the release email says, in the language booked in: why (not paid online by the
 * deadline), the booking, that nothing was charged, and the branch's booking page to book
 * again (the manage link needs the token, stored only as a hash). It attaches the calendar
 * entry as cancelled (same UID, higher SEQUENCE), so the confirmation's entry goes away.
 */
export function releaseMessageBody(booking: BookingSummary, payBy: number, bookAgainUrl: string): MessageBody {
  const texts = messageTexts(booking.locale);
  const what = describeBooking(booking, texts);
  const when = texts.when(booking.start, booking.zone);
  return {
    subject: texts.t('release.subject', { what, when }),
    text: [
      texts.t('greeting', { name: booking.name }),
      '',
      texts.t('release.reason', { deadline: texts.when(payBy, booking.zone) }),
      what,
      when,
      booking.branchName,
      texts.t('release.nothing_charged'),
      '',
      texts.t('release.book_again', { link: bookAgainUrl }),
      '',
      booking.branchName,
    ].join('\n'),
    ics: { content: bookingCalendarFile(booking, true, payBy, null), method: null },
  };
}
