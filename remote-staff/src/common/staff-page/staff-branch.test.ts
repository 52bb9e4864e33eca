import { fakeTransport, jsonAnswer } from '@booking/shared/testing/fake-transport';
import { describe, expect, it } from '@rstest/core';
import { getStaffBranch } from './staff-branch';

describe('getStaffBranch', () => {
  const SESSION = {
    results: {
      staff: {
        name: 'Anna Schmidt',
        email: 'anna@example.com',
        role: 'owner',
        organization: 'salon-anna',
        vertical: 'beauty',
        branch: null,
      },
    },
  };
  const MITTE = {
    id: '00000000-0000-4000-8000-000000000002',
    slug: 'mitte',
    name: 'Mitte',
    street: 'Torstraße 12',
    zip: '10119',
    city: 'Berlin',
    country: 'DE',
    timezone: 'Europe/Berlin',
    phone: '+49 30 9876543',
  };
  const access = (...answers: Response[]) => ({
    apiBase: 'https://api.example',
    signInPath: '/staff',
    deps: fakeTransport(...answers).deps,
  });

  it("finds the URL's branch among the organization's", async () => {
    const api = access(jsonAnswer(200, SESSION), jsonAnswer(200, { results: { branches: [MITTE] } }));
    expect(await getStaffBranch(api, 'mitte')).toEqual({
      slug: 'mitte',
      name: 'Mitte',
      timezone: 'Europe/Berlin',
      country: 'DE',
    });
  });

  it('answers not found for a branch the organization has not', async () => {
    const api = access(jsonAnswer(200, SESSION), jsonAnswer(200, { results: { branches: [MITTE] } }));
    const thrown = await getStaffBranch(api, 'wedding').catch((error: unknown) => error);
    expect(thrown instanceof Response && thrown.status).toBe(404);
  });

  it('sends staff whose session ended to sign in', async () => {
    const api = access(jsonAnswer(401, { error: { code: 'unauthenticated' } }));
    const thrown = await getStaffBranch(api, 'mitte').catch((error: unknown) => error);
    expect(thrown instanceof Response && thrown.headers.get('location')).toBe('/staff');
  });
});
