import type { Contact } from '@booking/shared/contract/appointment-requests';
import type { paymentMethodSchema, reminderSchema } from '@booking/shared/contract/appointments';
import type { Hold } from '@booking/shared/contract/holds';
import { type DraftState, draftStoresByKey } from '@booking/shared/flow/draft-store';
import type * as z from 'zod/mini';
import type { StoreApi } from 'zustand/vanilla';

/**
 * A salon booking in the making (docs/decisions/0020): what each step chose, kept per tab and
 * per branch in session storage until the booking is made. Steps write only their own keys.
 */
export interface BookingDraft {
  /** Chosen service ids, in the order chosen (services step). */
  services: string[];
  /** An employee's id, `any` for the first available, null while not chosen. */
  employee: string | null;
  /** The day looked at on the time step, `YYYY-MM-DD` in the branch's zone. */
  date: string | null;
  /** The slot held for this booking (time step); its token makes the booking. */
  hold: Hold | null;
  /** Contact details as typed and accepted (contact step). */
  contact: Contact | null;
  /**
   * The contact form as typed, before it is submitted (or while it is not yet valid), so a
   * reload does not lose it. Optional: drafts stored before it existed lack it.
   */
  contactTyped?: ContactTyped | null;
  reminder: z.infer<typeof reminderSchema> | null;
  payment: z.infer<typeof paymentMethodSchema> | null;
  /** Made at the first submit and reused by every retry, so a retry never books twice. */
  idempotencyKey: string | null;
}

/** The contact form's fields as text, unchecked. */
export type ContactTyped = Partial<Record<keyof Contact, string>>;

export const ANY_EMPLOYEE = 'any';

export function emptyBookingDraft(): BookingDraft {
  return {
    services: [],
    employee: null,
    date: null,
    hold: null,
    contact: null,
    contactTyped: null,
    reminder: null,
    payment: null,
    idempotencyKey: null,
  };
}

const storeOf = draftStoresByKey<BookingDraft>({ empty: emptyBookingDraft, version: 1 });

/** The draft of one branch's booking flow in this tab; one store per branch, made once. */
export function bookingDraftStore(organization: string, branch: string): StoreApi<DraftState<BookingDraft>> {
  return storeOf(`beauty-draft:${organization}/${branch}`);
}
