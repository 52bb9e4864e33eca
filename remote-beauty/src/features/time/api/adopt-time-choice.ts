import { bookingDraftStore } from '../../../common/flow/booking-draft';
import { letGo } from '../../../common/flow/place-hold';
import { sameTimeChoice, type TimeChoice } from '../../../common/flow/time-choice-url';

/**
 * The URL is the source of truth: the tab's draft takes its choice, so the later steps book
 * it and the services step shows it on Back. A hold for other services or another person no
 * longer fits and is given back. The loader does this before the step renders on a navigation;
 * on a page the server drew, the step does it once hydrated (the loader does not run again).
 */
export function adoptTimeChoice(organization: string, branch: string, choice: TimeChoice): void {
  const store = bookingDraftStore(organization, branch);
  const { draft } = store.getState();
  if (sameTimeChoice(choice, { services: draft.services, employee: draft.employee })) return;
  if (draft.hold) letGo(organization, draft.hold.token);
  store.getState().update({ services: choice.services, employee: choice.employee, hold: null });
}
