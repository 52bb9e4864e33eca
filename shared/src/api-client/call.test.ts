import { describe, expect, it } from '@rstest/core';
import { OPERATIONS } from '../contract/operations';
import { getAvailability, placeHold, releaseHold } from '../contract/operations/booking';
import { listBranches } from '../contract/operations/branches';
import { startPayment } from '../contract/operations/payments';
import { fakeTransport, jsonAnswer } from '../testing/fake-transport';
import { buildUrl } from './build-url';
import { call, readAnswer } from './call';
import { loadOrThrow } from './load-or-throw';

const API = 'https://api.example';
const json = jsonAnswer;
const transport = fakeTransport;

const BRANCH = {
  id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c6',
  slug: 'main',
  name: 'Main',
  street: 'Weg 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  timezone: 'Europe/Berlin',
  phone: null,
};

describe('buildUrl', () => {
  it("fills every operation's path parameters, encoded, and leaves no {name} behind", () => {
    for (const op of OPERATIONS) {
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      const params = Object.fromEntries(names.map((name) => [name, `${name} /x`]));
      const url = buildUrl(API, op, params, undefined);
      const expected = op.path.replace(/\{(\w+)\}/g, (_, name: string) => `${name}%20%2Fx`);
      expect(url).toBe(`${API}${expected}`);
    }
  });

  it('writes the query, leaving out what is not set', () => {
    const url = buildUrl(
      API,
      getAvailability,
      { organization: 'salon', branch: 'main' },
      { services: 'a,b', employee: undefined, from: '2026-03-04', to: '2026-03-05' },
    );
    expect(url).toBe(
      `${API}/v0/organizations/salon/branches/main/availability?services=a%2Cb&from=2026-03-04&to=2026-03-05`,
    );
  });

  it('refuses to build a URL with a path parameter missing', () => {
    expect(() => buildUrl(API, listBranches, { organization: '' }, undefined)).toThrow(/organization/);
  });
});

describe('call', () => {
  it('parses a success with the schema of its status', async () => {
    const server = transport(json(200, { results: { branches: [BRANCH] } }));
    const result = await call(listBranches, { params: { organization: 'salon' } }, { apiBase: API, deps: server.deps });
    expect(result).toEqual({ ok: true, status: 200, data: { results: { branches: [BRANCH] } } });
    expect(server.requests[0]?.url).toBe(`${API}/v0/organizations/salon/branches`);
  });

  it('treats a success body that does not match its schema as a failure, never as data', async () => {
    const server = transport(json(200, { results: { branches: [{ ...BRANCH, id: 7 }] } }));
    const result = await call(listBranches, { params: { organization: 'salon' } }, { apiBase: API, deps: server.deps });
    expect(result).toEqual({ ok: false, status: 200, error: null });
  });

  it('maps an error body to its typed error, and an unknown code to none', async () => {
    const server = transport(
      json(404, { error: { code: 'merchant_not_found' } }),
      json(404, { error: { code: 'made_up_here' } }),
    );
    const args = { params: { organization: 'salon' } };
    expect(await call(listBranches, args, { apiBase: API, deps: server.deps })).toEqual({
      ok: false,
      status: 404,
      error: { code: 'merchant_not_found' },
    });
    expect(await call(listBranches, args, { apiBase: API, deps: server.deps })).toEqual({
      ok: false,
      status: 404,
      error: null,
    });
  });

  it('retries a GET by the retry policy, and sends a write once', async () => {
    const get = transport(new Response(null, { status: 503 }), json(200, { results: { branches: [] } }));
    const read = await call(listBranches, { params: { organization: 'salon' } }, { apiBase: API, deps: get.deps });
    expect(read.ok).toBe(true);
    expect(get.requests).toHaveLength(2);

    const post = transport(new Response(null, { status: 503 }));
    const body = { services: [BRANCH.id], start: '2026-03-04T10:00:00+01:00' };
    const write = await call(
      placeHold,
      { params: { organization: 'salon', branch: 'main' }, body },
      { apiBase: API, deps: post.deps },
    );
    expect(write).toEqual({ ok: false, status: 503, error: null });
    expect(post.requests).toHaveLength(1);
    expect(post.requests[0]?.init?.method).toBe('POST');
    expect(post.requests[0]?.init?.body).toBe(JSON.stringify(body));
  });

  it('answers a 204 with no data and a network failure as such', async () => {
    const server = transport(new Response(null, { status: 204 }));
    const params = { organization: 'salon', token: 'a'.repeat(43) };
    expect(await call(releaseHold, { params }, { apiBase: API, deps: server.deps })).toEqual({
      ok: true,
      status: 204,
      data: null,
    });
    expect(await call(releaseHold, { params }, { apiBase: API, deps: server.deps })).toEqual({
      ok: false,
      status: 0,
      error: null,
      network: true,
    });
  });
});

describe('readAnswer', () => {
  it('knows each success status an operation declares, and only those', async () => {
    const payment = {
      results: {
        payment: {
          id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c6',
          status: 'pending',
          amount: { amount_minor: 1000, currency: 'EUR' },
          checkout_url: 'https://pay.example/x',
          pay_by: '2026-03-04T10:00:00+01:00[Europe/Berlin]',
          failure_code: null,
          refunded: null,
          created_at: '2026-03-02T09:00:00+01:00[Europe/Berlin]',
        },
      },
    };
    const created = await readAnswer(startPayment, json(201, payment));
    const again = await readAnswer(startPayment, json(200, payment));
    expect([created.ok, created.status, again.ok, again.status]).toEqual([true, 201, true, 200]);
    expect(await readAnswer(listBranches, json(201, { results: { branches: [] } }))).toEqual({
      ok: false,
      status: 201,
      error: null,
    });
  });
});

describe('loadOrThrow', () => {
  it('throws a 404 Response for not found and an Error naming the URL for anything else', async () => {
    const server = transport(json(404, { error: { code: 'merchant_not_found' } }), json(200, { results: {} }));
    const options = { apiBase: API, deps: server.deps };
    const args = { params: { organization: 'salon' } };
    const notFound = await loadOrThrow(listBranches, args, options).catch((thrown: unknown) => thrown);
    expect(notFound instanceof Response && [notFound.status, notFound.statusText]).toEqual([404, 'merchant_not_found']);
    await expect(loadOrThrow(listBranches, args, options)).rejects.toThrow(
      `GET ${API}/v0/organizations/salon/branches failed (200)`,
    );
  });

  it('throws a 403 Response when the account may not read it, so the page can say whose it is', async () => {
    const server = transport(json(403, { error: { code: 'owner_only' } }));
    const args = { params: { organization: 'salon' } };
    const refused = await loadOrThrow(listBranches, args, { apiBase: API, deps: server.deps }).catch((t: unknown) => t);
    expect(refused instanceof Response && [refused.status, refused.statusText]).toEqual([403, 'owner_only']);
  });

  it('throws a 503 Response once the retries (1 s, then 2 s) still find the API unavailable', async () => {
    const unavailable = () => json(503, { error: { code: 'unavailable' } });
    const server = transport(unavailable(), unavailable(), unavailable());
    const waits: number[] = [];
    const deps = { ...server.deps, sleep: async (ms: number) => void waits.push(ms) };
    const args = { params: { organization: 'salon' } };
    const thrown = await loadOrThrow(listBranches, args, { apiBase: API, deps }).catch((t: unknown) => t);
    expect(thrown instanceof Response && [thrown.status, thrown.statusText]).toEqual([503, 'unavailable']);
    expect(waits).toEqual([1000, 2000]);
  });

  it('sends an ended session to sign in when the loader has a sign-in, and is an error otherwise', async () => {
    const ended = () => json(401, { error: { code: 'unauthenticated' } });
    const server = transport(ended(), ended());
    const args = { params: { organization: 'salon' } };
    const options = { apiBase: API, deps: server.deps };
    const signIn = await loadOrThrow(listBranches, args, { ...options, signInPath: '/staff' }).catch((t: unknown) => t);
    expect(signIn instanceof Response && [signIn.status, signIn.headers.get('location')]).toEqual([302, '/staff']);
    await expect(loadOrThrow(listBranches, args, options)).rejects.toThrow('failed (401, unauthenticated)');
  });
});
