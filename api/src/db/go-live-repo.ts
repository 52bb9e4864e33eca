import type { GoLive, GoLiveItem } from '@booking/shared/contract/page-settings';
import type { Db } from './db';

type Row = {
  live: boolean;
  vertical: string;
  branch_with_hours: boolean;
  service: boolean;
  employee_with_hours: boolean;
};

/**
 * What the page needs before customers can book on it, read from the database (not from what
 * a screen believes): a branch with hours (its opening hours, or someone's working hours
 * there); a service offered at a branch; and someone who performs such a service with
 * working hours at a branch that offers it. A restaurant books tables, not people: only the
 * branch with hours is asked of it.
 */
export async function getGoLive(db: Db, organizationId: string): Promise<GoLive> {
  const [row] = await db.query<Row>(
    `SELECT o.page_activated AS live, o.vertical,
            EXISTS (SELECT 1 FROM branches b
                     WHERE b.organization_id = o.id
                       AND (EXISTS (SELECT 1 FROM branch_opening_hours h WHERE h.branch_id = b.id)
                            OR EXISTS (SELECT 1 FROM employee_working_hours w WHERE w.branch_id = b.id))
                   ) AS branch_with_hours,
            EXISTS (SELECT 1 FROM branch_services bs WHERE bs.organization_id = o.id) AS service,
            EXISTS (SELECT 1 FROM employee_services es
                      JOIN branch_services bs ON bs.service_id = es.service_id
                      JOIN employee_working_hours w ON w.employee_id = es.employee_id AND w.branch_id = bs.branch_id
                     WHERE es.organization_id = o.id) AS employee_with_hours
       FROM organizations o WHERE o.id = $1`,
    [organizationId],
  );
  if (!row) throw new Error(`organization ${organizationId} not found`);
  const items: readonly GoLiveItem[] =
    row.vertical === 'gastro' ? ['branch_with_hours'] : ['branch_with_hours', 'service', 'employee_with_hours'];
  return { live: row.live, checklist: items.map((item) => ({ item, done: row[item] })) };
}

export async function setPageLive(db: Db, organizationId: string, live: boolean): Promise<void> {
  await db.query('UPDATE organizations SET page_activated = $2 WHERE id = $1', [organizationId, live]);
}
