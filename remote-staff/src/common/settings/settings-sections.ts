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
  { path: 'page', titleId: 'staff.settings.page.title', leadId: 'staff.settings.page.overviewLead' },
  { path: 'branches', titleId: 'staff.settings.branches.title', leadId: 'staff.settings.branches.overviewLead' },
  { path: 'booking-rules', titleId: 'staff.settings.rules.title', leadId: 'staff.settings.rules.overviewLead' },
  { path: 'services', titleId: 'staff.settings.services.title', leadId: 'staff.settings.services.lead' },
  { path: 'team', titleId: 'staff.team.title', leadId: 'staff.team.overview' },
  { path: 'accounts', titleId: 'staff.accounts.title', leadId: 'staff.accounts.navLead' },
];

export const SETTINGS_PATH = '/staff/settings';

export function settingsPath(section?: string): string {
  return section ? `${SETTINGS_PATH}/${section}` : SETTINGS_PATH;
}
