import { configurationResponseSchema } from '@booking/shared/contract/configuration';
import { errorBodySchema } from '@booking/shared/contract/error-body';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { call, useTestApp } from './helpers/test-app';

const t = useTestApp();
const configurationOf = (slug: string) => call(t().app, `/v0/configurations/public/booking/${slug}`);

describe('GET /v0/configurations/public/booking/:organization', () => {
  it('answers the demo salon with a configuration the contract accepts as is', async () => {
    const { status, body } = await configurationOf('demo-salon');
    expect(status).toBe(200);
    // Parsing must not change anything: the API already sends the canonical values.
    expect(z.parse(configurationResponseSchema, body)).toEqual(body);
    expect(body).toMatchObject({
      results: {
        configuration: {
          vertical: 'beauty',
          organization: 'demo-salon',
          client_account: { name: 'Studio Lumen' },
          reservations: {
            customization: {
              reservations_page_activated: true,
              online_reservations_enabled: true,
              // The demo's images, served by the booking site (its default address in tests).
              theme: {
                color: '#7A3E9D',
                logo: 'http://localhost:3000/demo-assets/studio-lumen/logo.webp',
                header_background_image: {
                  '1x': 'http://localhost:3000/demo-assets/studio-lumen/banner-1x.webp',
                  '2x': 'http://localhost:3000/demo-assets/studio-lumen/banner-2x.webp',
                  '3x': 'http://localhost:3000/demo-assets/studio-lumen/banner-3x.webp',
                },
                facebook_url: null,
              },
              terms_of_service_url: 'https://example.com/studio-lumen/terms',
              max_services_per_appointment: 3,
              online_payment_allowed: true,
              reservation_frequency_minutes: 10,
              max_booking_lead_time: { value: 3, type: 'months' },
              min_booking_lead_time: { value: 1, type: 'days' },
              cancellation_lead_time: { value: 1, type: 'days' },
            },
          },
          general: { default_currency: 'EUR', default_timezone: 'Europe/Berlin', default_date_format: 'DD.MM.YYYY' },
        },
      },
    });
  });

  it('answers the demo restaurant as gastro with its own lead times', async () => {
    const { status, body } = await configurationOf('demo-restaurant');
    expect(status).toBe(200);
    const { configuration } = z.parse(configurationResponseSchema, body).results;
    expect(configuration.vertical).toBe('gastro');
    expect(configuration.reservations.customization.min_booking_lead_time).toEqual({ value: 2, type: 'hours' });
    expect(configuration.reservations.customization.allow_employee_selection).toBe(false);
  });

  it('answers a merchant that has not activated its page, saying so', async () => {
    const { status, body } = await configurationOf('demo-closed');
    expect(status).toBe(200);
    const { configuration } = z.parse(configurationResponseSchema, body).results;
    expect(configuration.reservations.customization.reservations_page_activated).toBe(false);
  });

  it('answers 404 merchant_not_found for an unknown merchant', async () => {
    const { status, body } = await configurationOf('no-such-salon');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'merchant_not_found' } });
  });

  it('answers 400 with a field error for a slug that cannot exist', async () => {
    const { status, body } = await configurationOf('Not_A_Slug');
    expect(status).toBe(400);
    expect(z.parse(errorBodySchema, body)).toEqual({
      error: { code: 'invalid_input', fields: { organization: [{ code: 'invalid_format' }] } },
    });
  });
});
