import type { Configuration } from '../contract/configuration';

/** A valid configuration as the API sends it, for tests and the remotes' standalone harnesses. */
export function configurationFixture(overrides: Partial<Configuration> = {}): Configuration {
  return {
    vertical: 'beauty',
    organization: 'demo-salon',
    client_account: { name: 'Demo Salon' },
    reservations: {
      customization: {
        reservations_page_activated: true,
        online_reservations_enabled: true,
        theme: {
          logo: null,
          color: '#1B6AD7',
          header_background_image: null,
          instagram_url: null,
          facebook_url: null,
        },
        terms_of_service_url: null,
        privacy_policy_url: null,
        imprint_url: null,
        max_services_per_appointment: 3,
        allow_employee_selection: true,
        online_payment_allowed: true,
        online_payment_required: false,
        reservation_frequency_minutes: 10,
        max_booking_lead_time: { value: 3, type: 'months' },
        min_booking_lead_time: { value: 1, type: 'days' },
        cancellation_lead_time: { value: 1, type: 'days' },
      },
    },
    general: { default_currency: 'EUR', default_date_format: 'DD.MM.YYYY', default_timezone: 'Europe/Berlin' },
    ...overrides,
  };
}
