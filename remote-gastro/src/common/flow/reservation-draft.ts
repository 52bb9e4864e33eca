import type { reminderSchema } from '@booking/shared/contract/appointments';
import { type DraftState, draftStoresByKey } from '@booking/shared/flow/draft-store';
import type * as z from 'zod/mini';
import type { StoreApi } from 'zustand/vanilla';

/** What the guest typed on the contact step, as the reservation request names it. */
export interface ReservationContact {
  name: string;
  email: string;
  phone: string;
  special_request: string;
  reminder: z.infer<typeof reminderSchema>;
}

/**
 * A table reservation in the making (docs/decisions/0020): each step's choices, kept per tab
 * and per branch in session storage until the reservation is made. Steps write only their
 * own keys.
 */
export interface ReservationDraft {
  /** How many people (details step). */
  partySize: number | null;
  /** The day looked at, `YYYY-MM-DD` in the branch's zone (details step). */
  date: string | null;
  /** The chosen start, an API time in the branch's zone (details step). */
  start: string | null;
  /** Accepted contact details (contact step). */
  contact: ReservationContact | null;
  /** Made before the first submit and reused by every retry, so a retry never reserves twice. */
  idempotencyKey: string | null;
}

export function emptyReservationDraft(): ReservationDraft {
  return { partySize: null, date: null, start: null, contact: null, idempotencyKey: null };
}

const storeOf = draftStoresByKey<ReservationDraft>({ empty: emptyReservationDraft, version: 1 });

/** The draft of one branch's reservation flow in this tab; one store per branch, made once. */
export function reservationDraftStore(organization: string, branch: string): StoreApi<DraftState<ReservationDraft>> {
  return storeOf(`gastro-draft:${organization}/${branch}`);
}
