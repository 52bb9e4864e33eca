import type { GoLive, GoLiveItem } from '@booking/shared/contract/page-settings';
import type { Db } from './db';

type Row = {
  live: boolean;
  vertical: string;
  branch_with_hours: boolean;
  service: boolean;
  employee_with_hours: boolean;
  online_table: boolean;
  phone_for_large_parties: boolean;
};

/** An open restaurant branch with opening hours (its tables and phone count only there). */
const OPEN_WITH_HOURS = `b.organization_id = o.id AND b.closed_at IS NULL
  AND EXISTS (SELECT 1 FROM branch_opening_hours h WHERE h.branch_id = b.id)`;

/**
 * An employee's weekly hours that still apply: a row of a rota version that no later version
 * has replaced by `today` (in the organization's zone). Removing an employee, or emptying their
 * week, starts a new version without hours; the old version's rows stay, for the past.
 */
const CURRENT_HOURS = `EXISTS (SELECT 1 FROM employee_working_hours w
                         WHERE w.employee_id = e.id AND w.branch_id = b.id
                           AND NOT EXISTS (SELECT 1 FROM employee_rotas n
                                            WHERE n.employee_id = w.employee_id
                                              AND n.effective_from > w.effective_from
                                              AND n.effective_from <= (SELECT today FROM org_today)))`;

/**
 * What the page needs before customers can book on it, read from the database (not from what
 * a screen believes), counting only what customers could book: open branches, services offered
 * online, employees still in the team with hours still in force. A branch with hours (its
 * opening hours, or someone's working hours there); a service offered at a branch; and
 * someone who performs such a service with working hours at a branch that offers it. A
 * restaurant books tables, not people (decision 0080): a branch with opening hours, a table
 * there bookable online that seats the branch's smallest online party, and a branch phone
 * number for the parties too large to book online.
 */
export async function getGoLive(db: Db, organizationId: string, now: Date): Promise<GoLive> {
  const [row] = await db.query<Row>(
    `WITH org_today AS (SELECT (CAST($2 AS timestamptz) AT TIME ZONE timezone)::date AS today
                          FROM organizations WHERE id = $1)
     SELECT o.page_activated AS live, o.vertical,
            EXISTS (SELECT 1 FROM branches b
                     WHERE b.organization_id = o.id AND b.closed_at IS NULL
                       AND (EXISTS (SELECT 1 FROM branch_opening_hours h WHERE h.branch_id = b.id)
                            OR EXISTS (SELECT 1 FROM employees e
                                        WHERE e.organization_id = o.id AND e.removed_at IS NULL
                                          AND ${CURRENT_HOURS}))
                   ) AS branch_with_hours,
            EXISTS (SELECT 1 FROM branch_services bs
                      JOIN branches b ON b.id = bs.branch_id AND b.closed_at IS NULL
                      JOIN services s ON s.id = bs.service_id AND s.online_bookable
                     WHERE bs.organization_id = o.id) AS service,
            EXISTS (SELECT 1 FROM employee_services es
                      JOIN employees e ON e.id = es.employee_id AND e.removed_at IS NULL
                      JOIN services s ON s.id = es.service_id AND s.online_bookable
                      JOIN branch_services bs ON bs.service_id = es.service_id
                      JOIN branches b ON b.id = bs.branch_id AND b.closed_at IS NULL
                     WHERE es.organization_id = o.id AND ${CURRENT_HOURS}) AS employee_with_hours,
            EXISTS (SELECT 1 FROM branches b JOIN restaurant_tables t ON t.branch_id = b.id
                     WHERE ${OPEN_WITH_HOURS} AND t.retired_at IS NULL AND t.bookable_by = 'online'
                       AND t.min_seats <= b.min_party_size AND b.min_party_size <= t.seats) AS online_table,
            EXISTS (SELECT 1 FROM branches b
                     WHERE ${OPEN_WITH_HOURS} AND btrim(coalesce(b.phone, '')) <> '') AS phone_for_large_parties
       FROM organizations o WHERE o.id = $1`,
    [organizationId, now.toISOString()],
  );
  if (!row) throw new Error(`organization ${organizationId} not found`);
  const items: readonly GoLiveItem[] =
    row.vertical === 'gastro'
      ? ['branch_with_hours', 'online_table', 'phone_for_large_parties']
      : ['branch_with_hours', 'service', 'employee_with_hours'];
  return { live: row.live, checklist: items.map((item) => ({ item, done: row[item] })) };
}

export async function setPageLive(db: Db, organizationId: string, live: boolean): Promise<void> {
  await db.query('UPDATE organizations SET page_activated = $2 WHERE id = $1', [organizationId, live]);
}
