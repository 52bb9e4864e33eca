import { useParams } from '@booking/shared/router';
import { useStore } from 'zustand';
import { type BookingDraft, bookingDraftStore } from './booking-draft';

/** The current branch's draft and its `update`, re-rendering when the draft changes. */
export function useBookingDraft(): { draft: BookingDraft; update: (patch: Partial<BookingDraft>) => void } {
  const { organization = '', branch = '' } = useParams();
  const store = bookingDraftStore(organization, branch);
  const draft = useStore(store, (state) => state.draft);
  const update = useStore(store, (state) => state.update);
  return { draft, update };
}
