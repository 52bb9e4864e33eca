/**
 * The host stand's URLs, beside the salon calendar's under the branch's frame:
 * `service/:date` (the day's reservations by time), `tables/:date` (the floor by table) and
 * `reservations` (the searchable list); the dialogs over the first two are their children.
 */
const branchPath = (branch: string) => `/staff/${encodeURIComponent(branch)}`;
export const servicePath = (branch: string, date: string) => `${branchPath(branch)}/service/${date}`;
export const tablesPath = (branch: string, date: string) => `${branchPath(branch)}/tables/${date}`;
export const reservationListPath = (branch: string) => `${branchPath(branch)}/reservations`;
/** A reservation's dialog over the day's service (from the list, a customer record). */
export const reservationPath = (branch: string, date: string, reservation: string) =>
  `${servicePath(branch, date)}/reservations/${encodeURIComponent(reservation)}`;
