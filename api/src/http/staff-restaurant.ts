import type { Db } from '../db/db';
import { findMerchantAndBranch, type MerchantSettings } from '../db/merchant-settings-repo';
import type { StaffPrincipal } from '../db/staff-session-repo';

/**
 * The settings of the caller's organization when it is a restaurant, else null: the host
 * stand's calls answer a salon's branch 404 `branch_not_found`, as they answer another
 * organization's (the branch itself is resolved before the handler: http/staff-access.ts).
 */
export async function findStaffRestaurant(db: Db, staff: StaffPrincipal): Promise<MerchantSettings | null> {
  const { merchant } = await findMerchantAndBranch(db, staff.organization, null);
  return merchant?.vertical === 'gastro' && merchant.id === staff.organizationId ? merchant : null;
}
