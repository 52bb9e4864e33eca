import { call } from '@booking/shared/api-client/call';
import { signOut as signOutOperation } from '@booking/shared/contract/operations/staff-session';
import { staffCallOptions } from './staff-options';

/** Ends the session on the server (the cookie is revoked there, not just dropped here). */
export function signOut() {
  return call(signOutOperation, {}, staffCallOptions());
}
