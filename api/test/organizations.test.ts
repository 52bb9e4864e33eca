import { branchListResponseSchema } from '@booking/shared/contract/branches';
import { serviceListResponseSchema } from '@booking/shared/contract/services';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { call, useTestApp } from './helpers/test-app';

const t = useTestApp();

describe('GET /v0/organizations/:organization/branches', () => {
  it('lists the branches of a merchant in their order', async () => {
    const { status, body } = await call(t().app, '/v0/organizations/demo-salon/branches');
    expect(status).toBe(200);
    const { branches } = z.parse(branchListResponseSchema, body).results;
    expect(branches.map((b) => [b.slug, b.city, b.timezone])).toEqual([
      ['mitte', 'Berlin', 'Europe/Berlin'],
      ['altona', 'Hamburg', 'Europe/Berlin'],
    ]);
    expect(branches[0]).toMatchObject({ country: 'DE', zip: '10119', phone: '+49 30 12345670' });
  });

  it('answers 404 merchant_not_found for an unknown merchant', async () => {
    const { status, body } = await call(t().app, '/v0/organizations/nobody/branches');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'merchant_not_found' } });
  });

  it('answers 404 merchant_not_found for a merchant whose page is not activated', async () => {
    const { status, body } = await call(t().app, '/v0/organizations/demo-closed/branches');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'merchant_not_found' } });
  });

  it('answers 400 with a field error for an impossible slug', async () => {
    const { status, body } = await call(t().app, '/v0/organizations/-bad-/branches');
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_input', fields: { organization: [{ code: 'invalid_format' }] } } });
  });
});

describe('GET /v0/organizations/:organization/branches/:branch/services', () => {
  it('lists what the branch offers by category, then position, priced in cents', async () => {
    const { status, body } = await call(t().app, '/v0/organizations/demo-salon/branches/mitte/services');
    expect(status).toBe(200);
    const { services } = z.parse(serviceListResponseSchema, body).results;
    expect(services.map((s) => `${s.category}: ${s.name}`)).toEqual([
      'Farbe: Ansatzfarbe',
      'Farbe: Balayage',
      'Farbe: Glossing & Toner',
      'Haare: Damenhaarschnitt & Föhnen',
      'Haare: Herrenhaarschnitt',
      'Haare: Föhnen & Styling',
      'Nägel: Maniküre',
      'Nägel: Gel-Lack',
    ]);
    expect(services.find((s) => s.name === 'Balayage')).toMatchObject({
      duration_minutes: 180,
      price: { amount_minor: 19000, currency: 'EUR' },
      description: 'Freihand gemalte Strähnen, Toner inklusive.',
    });
  });

  it('leaves out services another branch offers but this one does not', async () => {
    const { body } = await call(t().app, '/v0/organizations/demo-salon/branches/altona/services');
    const names = z.parse(serviceListResponseSchema, body).results.services.map((s) => s.name);
    expect(names).toHaveLength(5);
    expect(names).not.toContain('Balayage');
    expect(names).not.toContain('Maniküre');
  });

  it('answers an empty list for a branch without services', async () => {
    const { status, body } = await call(t().app, '/v0/organizations/demo-restaurant/branches/kreuzberg/services');
    expect(status).toBe(200);
    expect(body).toEqual({ results: { services: [] } });
  });

  it('answers 404 branch_not_found for an unknown branch', async () => {
    const { status, body } = await call(t().app, '/v0/organizations/demo-salon/branches/kreuzberg/services');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'branch_not_found' } });
  });

  it('answers 404 merchant_not_found before looking at the branch', async () => {
    const { status, body } = await call(t().app, '/v0/organizations/demo-closed/branches/schwabing/services');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'merchant_not_found' } });
  });

  it('answers 400 naming every impossible slug', async () => {
    const { status, body } = await call(t().app, '/v0/organizations/BAD/branches/also_bad/services');
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'invalid_input',
        fields: { organization: [{ code: 'invalid_format' }], branch: [{ code: 'invalid_format' }] },
      },
    });
  });
});
