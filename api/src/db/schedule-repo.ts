import type { Shift } from '../domain/availability/free-starts';
import type { Db } from './db';

/** An employee who works at the branch, with what they do and their hours there. */
export type BranchEmployee = {
  id: string;
  first_name: string;
  last_name: string;
  position: number;
  service_ids: string[];
  shifts: Shift[];
};

type ShiftRow = { employee_id: string; weekday: number; start_minute: number; end_minute: number };

/** Employees with working hours at the branch, in the merchant's order. */
export async function listBranchEmployees(db: Db, branchId: string): Promise<BranchEmployee[]> {
  const employees = await db.query<Omit<BranchEmployee, 'shifts'>>(
    `SELECT e.id, e.first_name, e.last_name, e.position,
            ARRAY(SELECT es.service_id::text FROM employee_services es
                    JOIN branch_services bs ON bs.service_id = es.service_id AND bs.branch_id = $1
                   WHERE es.employee_id = e.id ORDER BY es.service_id) AS service_ids
       FROM employees e
      WHERE EXISTS (SELECT 1 FROM employee_working_hours h WHERE h.employee_id = e.id AND h.branch_id = $1)
      ORDER BY e.position, e.last_name, e.first_name`,
    [branchId],
  );
  const shifts = await db.query<ShiftRow>(
    `SELECT employee_id, weekday,
            (extract(epoch FROM start_time) / 60)::int AS start_minute,
            (extract(epoch FROM end_time) / 60)::int AS end_minute
       FROM employee_working_hours WHERE branch_id = $1`,
    [branchId],
  );
  return employees.map((employee) => ({
    ...employee,
    shifts: shifts
      .filter((s) => s.employee_id === employee.id)
      .map((s) => ({ weekday: s.weekday, startMinute: s.start_minute, endMinute: s.end_minute })),
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
