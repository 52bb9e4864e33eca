import { listSettingsEmployees } from '@booking/shared/contract/operations/employee-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';

/** The team with the branches and services the editor chooses from. */
export async function teamLoader({ request }: LoaderFunctionArgs) {
  return (await staffLoad(listSettingsEmployees, {}, request.signal)).results;
}
