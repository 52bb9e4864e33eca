import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import type { Hold } from '@booking/shared/contract/holds';
import { rescheduleAppointment } from '@booking/shared/contract/operations/manage';

/**
 * Moves the appointment onto the held slot in one request: the API takes the new time and
 * gives up the old one in one transaction, so a failure leaves the old time booked.
 */
export function moveToHold(api: ApiAccess, organization: string, token: string, hold: Hold) {
  return call(
    rescheduleAppointment,
    {
      params: { organization, token },
      // Without a token (a time checked but not kept) the move takes the time if still free.
      body: { start: hold.start, employee_id: hold.employee.id, ...(hold.token ? { hold_token: hold.token } : {}) },
    },
    api,
  );
}
