import type { CreateAppointmentRequest } from '@booking/shared/contract/appointment-requests';
import type { Locale } from '@booking/shared/i18n/locale';
import { ANY_EMPLOYEE, type BookingDraft } from '../../../common/flow/booking-draft';

export interface BookingChoices {
  reminder: CreateAppointmentRequest['reminder'];
  payment: CreateAppointmentRequest['payment'];
}

/**
 * The create-appointment body from the draft and the booking step's choices: the held slot
 * (its services, start and employee, which the API holds against the token), the contact,
 * and the visitor's language for the emails. Null while the draft lacks a hold or contact.
 */
export function buildBookingRequest(
  draft: BookingDraft,
  choices: BookingChoices,
  locale: Locale,
): CreateAppointmentRequest | null {
  const { hold, contact } = draft;
  if (!hold || !contact) return null;
  const comment = contact.comment?.trim();
  return {
    services: hold.service_ids,
    // "First available" sends null: the hold already names who was found, and a merchant
    // who does not offer the choice refuses a named employee (not_allowed).
    employee_id: draft.employee === ANY_EMPLOYEE || draft.employee === null ? null : draft.employee,
    start: hold.start,
    // No token: the time was checked but not kept (the branch's cap); the booking takes it if still free.
    ...(hold.token ? { hold_token: hold.token } : {}),
    contact: { ...contact, ...(comment ? { comment } : { comment: undefined }) },
    reminder: choices.reminder,
    payment: choices.payment,
    locale,
  };
}
