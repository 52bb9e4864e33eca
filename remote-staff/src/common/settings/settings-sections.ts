import type { Staff } from '@booking/shared/contract/staff-session';

type Vertical = Staff['vertical'];

/**
 * The owner's settings, in the order of their navigation and overview. Each is a route under
 * `/staff/settings/` (its lazy screen is composed in routes.tsx); `leadId` is the line that
 * says on the overview what the section changes; `verticals` the businesses it applies to (a
 * restaurant has no services or employees' hours, a salon no tables).
 */
export interface SettingsSection {
  path: string;
  titleId: string;
  leadId: string;
  verticals: readonly Vertical[];
}

const BOTH = ['beauty', 'gastro'] as const;

export const settingsSections: readonly SettingsSection[] = [
  { path: 'page', titleId: 'staff.settings.page.title', leadId: 'staff.settings.page.overviewLead', verticals: BOTH },
  {
    path: 'branches',
    titleId: 'staff.settings.branches.title',
    leadId: 'staff.settings.branches.overviewLead',
    verticals: BOTH,
  },
  {
    path: 'booking-rules',
    titleId: 'staff.settings.rules.title',
    leadId: 'staff.settings.rules.overviewLead',
    verticals: BOTH,
  },
  {
    path: 'tables',
    titleId: 'staff.settings.tables.title',
    leadId: 'staff.settings.tables.overviewLead',
    verticals: ['gastro'],
  },
  {
    path: 'services',
    titleId: 'staff.settings.services.title',
    leadId: 'staff.settings.services.lead',
    verticals: ['beauty'],
  },
  { path: 'team', titleId: 'staff.team.title', leadId: 'staff.team.overview', verticals: ['beauty'] },
  { path: 'accounts', titleId: 'staff.accounts.title', leadId: 'staff.accounts.navLead', verticals: BOTH },
];

/** The sections a business of this vertical sees, in order. */
export function settingsSectionsFor(vertical: Vertical): SettingsSection[] {
  return settingsSections.filter((section) => section.verticals.includes(vertical));
}

export const SETTINGS_PATH = '/staff/settings';

export function settingsPath(section?: string): string {
  return section ? `${SETTINGS_PATH}/${section}` : SETTINGS_PATH;
}
