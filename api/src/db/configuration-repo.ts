import type { Configuration, LeadTime, Vertical } from '@booking/shared/contract/configuration';
import { DEFAULT_THEME_COLOR } from '@booking/shared/contract/safe-values';
import type { Db } from './db';
import { imageUrl } from './image-repo';

type LeadTimeUnit = LeadTime['type'];

/** Column types as the schema constrains them (CHECKs and domains in 0001_foundation.sql). */
type ConfigurationRow = {
  slug: string;
  vertical: Vertical;
  name: string;
  page_activated: boolean;
  online_reservations_enabled: boolean;
  logo_url: string | null;
  color: string | null;
  header_image_1x: string | null;
  header_image_2x: string | null;
  header_image_3x: string | null;
  /** An uploaded banner's phone widths (360/720/1080 px); the URL columns have none. */
  header_image_phone?: { '360w': string | null; '720w': string | null; '1080w': string | null };
  instagram_url: string | null;
  facebook_url: string | null;
  terms_of_service_url: string | null;
  privacy_policy_url: string | null;
  imprint_url: string | null;
  /** Content hashes of the uploaded images' variants by name (0028_branding.sql), or null. */
  logo_variants: Record<string, string> | null;
  banner_variants: Record<string, string> | null;
  currency: string | null;
  date_format: string;
  timezone: string;
  max_services_per_appointment: number;
  allow_employee_selection: boolean;
  online_payment_allowed: boolean;
  online_payment_required: boolean;
  reservation_frequency_minutes: number;
  max_booking_lead_time_value: number;
  max_booking_lead_time_unit: LeadTimeUnit;
  min_booking_lead_time_value: number;
  min_booking_lead_time_unit: LeadTimeUnit;
  cancellation_lead_time_value: number;
  cancellation_lead_time_unit: LeadTimeUnit;
};

/**
 * The public booking configuration of a merchant, activated or not; null when unknown, or
 * signed up and not confirmed yet (its page answers as not found: decision 0055).
 */
export async function getConfiguration(db: Db, slug: string, apiBase: string): Promise<Configuration | null> {
  const [row] = await db.query<ConfigurationRow>(
    `SELECT o.*,
            (SELECT json_object_agg(v.name, v.content_hash) FROM image_variants v
              WHERE v.image_id = o.logo_image_id) AS logo_variants,
            (SELECT json_object_agg(v.name, v.content_hash) FROM image_variants v
              WHERE v.image_id = o.banner_image_id) AS banner_variants
       FROM organizations o WHERE o.slug = $1 AND o.confirmed_at IS NOT NULL`,
    [slug],
  );
  return row ? toConfiguration(uploadedImagesWin(row, apiBase)) : null;
}

/**
 * An uploaded logo or banner takes the place of the URL columns (which the demo data fills
 * with images hosted elsewhere). The logo is its 3x variant: at most 120 px high, sharp on
 * any phone and still a few kilobytes.
 */
function uploadedImagesWin(row: ConfigurationRow, apiBase: string): ConfigurationRow {
  const url = (hash: string | undefined) => (hash ? imageUrl(apiBase, hash) : null);
  const logo = row.logo_variants;
  const banner = row.banner_variants;
  return {
    ...row,
    logo_url: logo ? url(logo['3x']) : row.logo_url,
    ...(banner
      ? {
          header_image_1x: url(banner['1x']),
          header_image_2x: url(banner['2x']),
          header_image_3x: url(banner['3x']),
          header_image_phone: { '360w': url(banner.w360), '720w': url(banner.w720), '1080w': url(banner.w1080) },
        }
      : {}),
  };
}

function toConfiguration(row: ConfigurationRow): Configuration {
  return {
    vertical: row.vertical,
    organization: row.slug,
    client_account: { name: row.name },
    reservations: {
      customization: {
        reservations_page_activated: row.page_activated,
        online_reservations_enabled: row.online_reservations_enabled,
        theme: {
          logo: row.logo_url,
          color: row.color ?? DEFAULT_THEME_COLOR,
          header_background_image: headerImages(row),
          instagram_url: row.instagram_url,
          facebook_url: row.facebook_url,
        },
        terms_of_service_url: row.terms_of_service_url,
        privacy_policy_url: row.privacy_policy_url,
        imprint_url: row.imprint_url,
        max_services_per_appointment: row.max_services_per_appointment,
        allow_employee_selection: row.allow_employee_selection,
        online_payment_allowed: row.online_payment_allowed,
        online_payment_required: row.online_payment_required,
        reservation_frequency_minutes: row.reservation_frequency_minutes,
        max_booking_lead_time: { value: row.max_booking_lead_time_value, type: row.max_booking_lead_time_unit },
        min_booking_lead_time: { value: row.min_booking_lead_time_value, type: row.min_booking_lead_time_unit },
        cancellation_lead_time: { value: row.cancellation_lead_time_value, type: row.cancellation_lead_time_unit },
      },
    },
    general: {
      // char(3) pads; a trim keeps the value an ISO code whatever the driver does.
      default_currency: row.currency?.trim() ?? null,
      default_date_format: row.date_format,
      default_timezone: row.timezone,
    },
  };
}

/** The front end shows its default banner unless all three densities are set. */
function headerImages(row: ConfigurationRow) {
  const { header_image_1x: x1, header_image_2x: x2, header_image_3x: x3 } = row;
  return x1 && x2 && x3 ? { '1x': x1, '2x': x2, '3x': x3, ...row.header_image_phone } : null;
}
