import { buildUrl } from '@booking/shared/api-client/build-url';
import { streamStaffCalendarEvents } from '@booking/shared/contract/operations/staff-calendar';

/** The branch's event stream on the API's origin, from the one operation list (never a hand-written URL). */
export function eventStreamUrl(apiBase: string, branch: string): string {
  return buildUrl(apiBase, streamStaffCalendarEvents, { branch }, undefined);
}
