/** A staff session ends 12 hours after sign-in at the latest (a working day and a bit). */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** ... or after 2 hours without any call (a reception screen left alone). */
export const STAFF_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/**
 * Sessions one account keeps at once: several browsers and devices of one person or a shared
 * reception; a sign-in beyond it ends the account's oldest (decision 0078), so one account
 * cannot pile up sessions, each with its own live streams.
 */
export const STAFF_SESSIONS_PER_ACCOUNT = 10;
