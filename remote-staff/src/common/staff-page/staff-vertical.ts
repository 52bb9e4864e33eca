import type { Vertical } from '@booking/shared/contract/configuration';
import { getConfiguration } from '@booking/shared/contract/operations/configuration';
import { staffLoad } from './staff-load';

/** An organization's vertical does not change while a tab is open: read once per organization. */
const known = new Map<string, Vertical>();

/**
 * Whether the staff run a salon (the calendar of employees) or a restaurant (the host stand),
 * from the organization's public configuration, the one place its vertical is kept.
 */
export async function getStaffVertical(organization: string, signal: AbortSignal): Promise<Vertical> {
  const cached = known.get(organization);
  if (cached) return cached;
  const body = await staffLoad(getConfiguration, { params: { organization } }, signal);
  known.set(organization, body.results.configuration.vertical);
  return body.results.configuration.vertical;
}
