import type { LeadTime, Vertical } from '@booking/shared/contract/configuration';
import type { Db } from './db';
import { insertRow } from './insert-row';

/** What a new organization needs; everything else takes the table's default. */
export type NewOrganization = {
  slug: string;
  vertical: Vertical;
  name: string;
  pageActivated?: boolean;
  onlineReservationsEnabled?: boolean;
  logoUrl?: string | null;
  color?: string | null;
  headerImages?: { '1x': string; '2x': string; '3x': string } | null;
  instagramUrl?: string | null;
  facebookUrl?: string | null;
  termsOfServiceUrl?: string | null;
  currency?: string | null;
  dateFormat?: string;
  timezone?: string;
  maxServicesPerAppointment?: number;
  allowEmployeeSelection?: boolean;
  onlinePaymentAllowed?: boolean;
  reservationFrequencyMinutes?: number;
  maxBookingLeadTime?: LeadTime;
  minBookingLeadTime?: LeadTime;
  cancellationLeadTime?: LeadTime;
};

export type OrganizationRef = { id: string; slug: string; page_activated: boolean; currency: string | null };

export function insertOrganization(db: Db, org: NewOrganization): Promise<OrganizationRef> {
  return insertRow<OrganizationRef>(
    db,
    'organizations',
    {
      slug: org.slug,
      vertical: org.vertical,
      name: org.name,
      page_activated: org.pageActivated,
      online_reservations_enabled: org.onlineReservationsEnabled,
      logo_url: org.logoUrl,
      color: org.color,
      header_image_1x: org.headerImages?.['1x'],
      header_image_2x: org.headerImages?.['2x'],
      header_image_3x: org.headerImages?.['3x'],
      instagram_url: org.instagramUrl,
      facebook_url: org.facebookUrl,
      terms_of_service_url: org.termsOfServiceUrl,
      currency: org.currency,
      date_format: org.dateFormat,
      timezone: org.timezone,
      max_services_per_appointment: org.maxServicesPerAppointment,
      allow_employee_selection: org.allowEmployeeSelection,
      online_payment_allowed: org.onlinePaymentAllowed,
      reservation_frequency_minutes: org.reservationFrequencyMinutes,
      max_booking_lead_time_value: org.maxBookingLeadTime?.value,
      max_booking_lead_time_unit: org.maxBookingLeadTime?.type,
      min_booking_lead_time_value: org.minBookingLeadTime?.value,
      min_booking_lead_time_unit: org.minBookingLeadTime?.type,
      cancellation_lead_time_value: org.cancellationLeadTime?.value,
      cancellation_lead_time_unit: org.cancellationLeadTime?.type,
    },
    'id, slug, page_activated, currency',
  );
}

export async function findOrganizationBySlug(db: Db, slug: string): Promise<OrganizationRef | null> {
  const [row] = await db.query<OrganizationRef>(
    // An organization signed up and not confirmed has no public page, whatever its switch says.
    `SELECT id, slug, page_activated AND confirmed_at IS NOT NULL AS page_activated, currency
       FROM organizations WHERE slug = $1`,
    [slug],
  );
  return row ?? null;
}

/** The business's name as customers see it (the merchant on a receipt); null when gone. */
export async function findOrganizationName(db: Db, id: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [id]);
  return row?.name ?? null;
}

/** The organization's own zone (its settings' default): "today" for what is not one branch's. */
export async function findOrganizationZone(db: Db, id: string): Promise<string> {
  const [row] = await db.query<{ timezone: string }>('SELECT timezone FROM organizations WHERE id = $1', [id]);
  if (!row) throw new Error(`organization ${id} not found`);
  return row.timezone;
}
