import type { SettingsEmployee } from '../contract/employee-settings';

/** An employee as the team settings list them (Dora Neu, no services), with the rotas and exceptions a test gives. */
export function settingsEmployeeFixture(
  plan: Pick<SettingsEmployee, 'rotas'> & Partial<Pick<SettingsEmployee, 'exceptions'>>,
): SettingsEmployee {
  return {
    id: 'e1',
    first_name: 'Dora',
    last_name: 'Neu',
    display_name: null,
    selectable: true,
    service_ids: [],
    exceptions: [],
    ...plan,
  };
}
