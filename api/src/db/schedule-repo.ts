import type { Shift } from '../domain/availability/free-starts';
import type { Db } from './db';
import { listEmployeeShifts } from './employee-shifts-repo';

/** An employee who works at the branch, with what they do and their hours there. */
export type BranchEmployee = {
  id: string;
  first_name: string;
  last_name: string;
  /** The name customers see; null shows the first and last name. */
  display_name: string | null;
  /** Whether customers may choose them by name (otherwise only "first available" books them). */
  selectable: boolean;
  position: number;
  /** Content hashes of the photo's variants by name (`1x`, `2x`, `3x`), or null: no photo. */
  photo_variants?: Record<string, string> | null;
  service_ids: string[];
  shifts: Shift[];
};

/**
 * A branch's employees: not removed, with hours (in any version of their rota, or an
 * exception's) at the branch, in the merchant's order.
 */
export const AT_BRANCH = (branch: string) =>
  `e.removed_at IS NULL AND EXISTS (SELECT 1 FROM employee_shifts s WHERE s.employee_id = e.id AND s.branch_id = ${branch})`;

/**
 * Employees working at the branch, in the merchant's order. With `keptFrom`, also removed
 * employees whose booked appointments there have not ended by then: the calendar still shows
 * what the owner chose to keep until it is moved.
 */
export async function listBranchEmployees(db: Db, branchId: string, keptFrom?: Date): Promise<BranchEmployee[]> {
  const employees = await db.query<Omit<BranchEmployee, 'shifts'>>(
    `SELECT e.id, e.first_name, e.last_name, e.display_name, e.selectable, e.position,
            (SELECT json_object_agg(v.name, v.content_hash) FROM image_variants v
              WHERE v.image_id = e.photo_image_id) AS photo_variants,
            ARRAY(SELECT es.service_id::text FROM employee_services es
                    JOIN branch_services bs ON bs.service_id = es.service_id AND bs.branch_id = $1
                   WHERE es.employee_id = e.id ORDER BY es.service_id) AS service_ids
       FROM employees e
      WHERE ${AT_BRANCH('$1')}
         OR ($2::timestamptz IS NOT NULL AND EXISTS (SELECT 1 FROM appointments a
              WHERE a.employee_id = e.id AND a.branch_id = $1 AND a.status NOT IN ('cancelled', 'held')
                AND upper(a.during) > $2::timestamptz))
      ORDER BY e.position, e.last_name, e.first_name`,
    [branchId, keptFrom ?? null],
  );
  const shifts = await listEmployeeShifts(
    db,
    employees.map((e) => e.id),
  );
  return employees.map((employee) => ({
    ...employee,
    shifts: (shifts.get(employee.id) ?? []).filter((s) => s.branchId === branchId).map(({ branchId: _, ...s }) => s),
  }));
}

/** A service as the branch offers it, priced in minor units. */
export type BranchService = {
  id: string;
  name: string;
  duration_minutes: number;
  price_minor: number;
  /** Read by the slot search only; the lists that share this type leave them out. */
  online_bookable?: boolean;
  buffer_after_minutes?: number;
};
