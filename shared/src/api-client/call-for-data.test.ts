import { describe, expect, it } from '@rstest/core';
import { listBranches } from '../contract/operations/branches';
import { jsonAnswer, fakeTransport as transport } from '../testing/fake-transport';
import { callForData } from './call-for-data';

const API = 'https://api.example';
const json = jsonAnswer;

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
const args = { params: { organization: 'demo salon' } };

describe('callForData', () => {
  it('sends to the operation URL and returns the data its schema parsed', async () => {
    const { requests, deps } = transport(json(200, { results: { branches: [BRANCH] } }));
    const result = await callForData(listBranches, args, { apiBase: API, deps });
    expect(requests.map((r) => r.url)).toEqual([`${API}/v0/organizations/demo%20salon/branches`]);
    expect(result).toEqual({ ok: true, status: 200, data: { results: { branches: [BRANCH] } } });
  });

  it('keeps the status of a failure, whatever its body says', async () => {
    const { deps } = transport(json(404, { error: { code: 'merchant_not_found' } }));
    expect(await callForData(listBranches, args, { apiBase: API, deps })).toEqual({ ok: false, status: 404 });
  });

  it('fails a success status whose body does not match the schema', async () => {
    const { deps } = transport(json(200, { results: { branches: [{ id: 'nope' }] } }));
    expect(await callForData(listBranches, args, { apiBase: API, deps })).toEqual({ ok: false, status: 200 });
  });

  it('answers status 0 once a GET has spent its retries on network failures', async () => {
    const { requests, deps } = transport();
    expect(await callForData(listBranches, args, { apiBase: API, deps })).toEqual({ ok: false, status: 0 });
    expect(requests.length).toBeGreaterThan(1);
  });
});
