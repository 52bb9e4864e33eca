import type { Employee } from '@booking/shared/contract/employees';

/** Employees who perform every chosen service, in the merchant's order. */
export function eligibleEmployees(employees: readonly Employee[], services: readonly string[]): Employee[] {
  return employees.filter((employee) => services.every((id) => employee.service_ids.includes(id)));
}

/**
 * Whether the customer gets a choice: "first available" plus at least two people. With one
 * person, "first available" is that person, so there is nothing to choose.
 */
export function offersEmployeeChoice(allowed: boolean, eligible: readonly Employee[]): boolean {
  return allowed && eligible.length > 1;
}

/** "Anna Schmidt" -> "AS", for the avatar when there is no photo. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toLocaleUpperCase();
}

/**
 * The employee the free times are asked for: the one chosen, when the customer has a choice
 * and that person does every chosen service; otherwise null, the first available.
 */
export function chosenEmployeeId(
  chosen: string | null,
  employees: readonly Employee[],
  services: readonly string[],
  allowed: boolean,
): string | null {
  const eligible = eligibleEmployees(employees, services);
  if (!offersEmployeeChoice(allowed, eligible)) return null;
  return chosen && eligible.some((employee) => employee.id === chosen) ? chosen : null;
}
