import type { SettingsEmployee } from '@booking/shared/contract/employee-settings';

/** How the settings name an employee: full name, and the customers' name beside it if it differs. */
export function shownName(employee: Pick<SettingsEmployee, 'first_name' | 'last_name' | 'display_name'>): string {
  const full = `${employee.first_name} ${employee.last_name}`;
  return employee.display_name && employee.display_name !== full ? `${full} (${employee.display_name})` : full;
}
