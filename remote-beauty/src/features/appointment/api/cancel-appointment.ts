import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { cancelAppointment as cancelOperation } from '@booking/shared/contract/operations/manage';

/** Cancels the appointment of a manage link, once; the submit hook shows a refusal or offers Retry. */
export function cancelAppointment(api: ApiAccess, organization: string, token: string) {
  return call(cancelOperation, { params: { organization, token } }, api);
}
