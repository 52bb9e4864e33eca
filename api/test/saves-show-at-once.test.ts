import { bookingRulesResponseSchema } from '@booking/shared/contract/booking-rules';
import { type Configuration, configurationResponseSchema } from '@booking/shared/contract/configuration';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { confirmBody, send, signIn, signUpBody, tokenIn, useAccountsApp } from './helpers/account-calls';
import { ALLOWED_ORIGIN, call } from './helpers/test-app';
import { imageOf, uploadInit } from './helpers/test-images';

// The public configuration and the merchant settings are kept per process; an owner's save in
// this process must show on the very next request, not when the cache runs out. The cache is
// kept a minute here, so only the save can make the change show.
const t = useAccountsApp({ merchantCacheMs: 60_000 });
const customization = async (slug: string) => (await configuration(slug)).reservations.customization;
const configuration = async (slug: string): Promise<Configuration> => {
  const answer = await call(t().app, `/v0/configurations/public/booking/${slug}`);
  return z.parse(configurationResponseSchema, answer.body).results.configuration;
};
const owner = async () => (await signIn(t(), 'owner@demo-salon.test', 'demo-salon-owner')).cookie ?? '';
const employees = () => call(t().app, '/v0/organizations/demo-salon/branches/mitte/employees');
/** Availability with a chosen employee, which the salon's rules may refuse. */
const withEmployee = async () => {
  const [ids] = await t().db.query<{ service: string; employee: string }>(
    `SELECT es.service_id AS service, es.employee_id AS employee FROM employee_services es
       JOIN organizations o ON o.id = es.organization_id WHERE o.slug = 'demo-salon' LIMIT 1`,
  );
  const query = new URLSearchParams({
    services: ids?.service ?? '',
    employee: ids?.employee ?? '',
    from: '2026-12-01',
    to: '2026-12-01',
  });
  return call(t().app, `/v0/organizations/demo-salon/branches/mitte/availability?${query}`);
};

describe('a change the owner did not save through the API', () => {
  it('is not seen within the cache time: the configuration is answered from memory', async () => {
    const before = await customization('demo-salon');
    await t().db.query(`UPDATE organizations SET color = '#123456' WHERE slug = 'demo-salon'`);
    expect((await customization('demo-salon')).theme.color).toBe(before.theme.color);
  });
});

describe('the next public request after a save shows it', () => {
  it('after the page settings are saved, an uploaded logo included', async () => {
    const cookie = await owner();
    await configuration('demo-salon');
    const upload = await call(
      t().app,
      '/v0/staff/images?purpose=logo',
      uploadInit(await imageOf(64, 32), cookie, ALLOWED_ORIGIN),
    );
    expect(upload.status).toBe(201);
    const logo = z.parse(z.object({ results: z.object({ image: z.object({ id: z.string() }) }) }), upload.body).results
      .image.id;
    const saved = await send(
      t(),
      'PUT',
      '/v0/staff/settings/page',
      {
        name: 'Lumen am Park',
        color: '#0a5c36',
        logo_image: logo,
        banner_image: null,
        instagram_url: 'https://instagram.com/lumen',
        facebook_url: null,
        terms_of_service_url: 'https://lumen.example/agb',
        privacy_policy_url: null,
        imprint_url: 'https://lumen.example/impressum',
      },
      { cookie },
    );
    expect(saved.status).toBe(200);
    const shown = await configuration('demo-salon');
    expect(shown.client_account.name).toBe('Lumen am Park');
    expect(shown.reservations.customization.theme.logo).toMatch(/^http:\/\/localhost:4000\/v0\/images\//);
    expect(shown.reservations.customization).toMatchObject({
      theme: { color: '#0a5c36', instagram_url: 'https://instagram.com/lumen' },
      terms_of_service_url: 'https://lumen.example/agb',
      imprint_url: 'https://lumen.example/impressum',
    });
  });

  it('after the booking rules are saved, and the booking calls follow them at once', async () => {
    const cookie = await owner();
    const rules = z.parse(
      bookingRulesResponseSchema,
      (await send(t(), 'GET', '/v0/staff/settings/booking-rules', undefined, { cookie })).body,
    ).results.rules;
    expect((await customization('demo-salon')).allow_employee_selection).toBe(true);
    expect((await withEmployee()).status).toBe(200);
    const saved = await send(
      t(),
      'PUT',
      '/v0/staff/settings/booking-rules',
      { ...rules, min_booking_lead_time: { value: 2, type: 'hours' }, allow_employee_selection: false },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect(await customization('demo-salon')).toMatchObject({
      min_booking_lead_time: { value: 2, type: 'hours' },
      allow_employee_selection: false,
    });
    const refused = await withEmployee();
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { fields: { employee: [{ code: 'not_allowed' }] } } });
  });

  it('after the page goes off and on again, for the configuration and the booking calls', async () => {
    const cookie = await owner();
    expect((await customization('demo-salon')).reservations_page_activated).toBe(true);
    expect((await employees()).status).toBe(200);
    expect((await send(t(), 'PUT', '/v0/staff/settings/live', { live: false }, { cookie })).status).toBe(200);
    expect((await customization('demo-salon')).reservations_page_activated).toBe(false);
    expect((await employees()).body).toEqual({ error: { code: 'merchant_not_found' } });
    expect((await send(t(), 'PUT', '/v0/staff/settings/live', { live: true }, { cookie })).status).toBe(200);
    expect((await customization('demo-salon')).reservations_page_activated).toBe(true);
    expect((await employees()).status).toBe(200);
  });

  it('after a branch is closed and reopened, for the booking calls at its address', async () => {
    const cookie = await owner();
    const [branch] = await t().db.query<{ id: string }>(
      `SELECT b.id FROM branches b JOIN organizations o ON o.id = b.organization_id
        WHERE o.slug = 'demo-salon' AND b.slug = 'altona'`,
    );
    const altona = () => call(t().app, '/v0/organizations/demo-salon/branches/altona/employees');
    const settings = `/v0/staff/settings/branches/${branch?.id}`;
    expect((await altona()).status).toBe(200);
    const closed = await send(t(), 'POST', `${settings}/close`, { on_appointments: 'keep' }, { cookie });
    expect(closed.status).toBe(200);
    expect((await altona()).body).toEqual({ error: { code: 'branch_not_found' } });
    expect((await send(t(), 'POST', `${settings}/reopen`, undefined, { cookie })).status).toBe(200);
    expect((await altona()).status).toBe(200);
  });

  it('after a sign-up is confirmed: the new merchant is found at once', async () => {
    const email = 'anna@fresh-salon.test';
    const signedUp = await send(t(), 'POST', '/v0/staff/sign-up', signUpBody({ organization: 'fresh-salon', email }));
    expect(signedUp.status).toBe(202);
    expect((await call(t().app, '/v0/configurations/public/booking/fresh-salon')).status).toBe(404);
    const [mail] = (await t().sendEmails()).filter((m) => m.to === email);
    const token = tokenIn(mail?.text ?? '');
    const confirmed = await send(
      t(),
      'POST',
      '/v0/staff/sign-up/confirmation',
      confirmBody(token, { organization: 'fresh-salon' }),
    );
    expect(confirmed.status).toBe(204);
    const shown = await configuration('fresh-salon');
    expect(shown.client_account.name).toBe('Haarwerk Neukölln');
    expect(shown.reservations.customization.reservations_page_activated).toBe(false);
  });
});
