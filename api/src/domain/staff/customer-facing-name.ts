/**
 * An employee's name as customers see it: the name the owner chose for customers as the
 * first name with no last name, or else first and last name (the SQL twin is
 * db/customer-facing-name.ts).
 */
export function customerFacingName(employee: { first_name: string; last_name: string; display_name?: string | null }) {
  return employee.display_name
    ? { first_name: employee.display_name, last_name: '' }
    : { first_name: employee.first_name, last_name: employee.last_name };
}
