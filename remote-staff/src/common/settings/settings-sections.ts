/**
 * The owner's settings, in the order of their navigation and overview. Each is a route under
 * `/staff/settings/` (its lazy screen is composed in routes.tsx); `leadId` is the line that
 * says on the overview what the section changes.
 */
export interface SettingsSection {
  path: string;
  titleId: string;
  leadId: string;
}

export const settingsSections: readonly SettingsSection[] = [
  { path: 'team', titleId: 'staff.team.title', leadId: 'staff.team.overview' },
];

export const SETTINGS_PATH = '/staff/settings';

export function settingsPath(section?: string): string {
  return section ? `${SETTINGS_PATH}/${section}` : SETTINGS_PATH;
}
