import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueBusiness } from '../pages/staff-sign-up';
import { emailedLink } from './mail-folder';
import { PORTS, urlOf } from './ports';
import { signInStaff } from './staff-calendar-data';
import { expect } from './test';

/**
 * Accounts the staff account tests make for themselves through the real API (decision 0055):
 * a business signed up and confirmed, people invited into it. Each test makes its own, so
 * tests never share an account.
 */

export const PASSWORD = 'violet-harbour-lantern-42';
const API = urlOf(PORTS.api);

/**
 * A client address of its own for each request that counts against a per-address limit (5
 * sign-ups in 10 minutes): the e2e API trusts X-Forwarded-For (support/global-setup.ts), so
 * the tests' sign-ups never use up the browser's, nor each other's on a run again.
 */
export function ownClient() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { origin: urlOf(PORTS.shell), 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/**
 * The page's own requests to the API as from an address of their own (as `ownClient` does for
 * the tests' requests): a sign-up made in the browser uses up neither another test's sign-ups
 * nor its own retry's.
 */
export async function browseAsOwnClient(page: Page) {
  const { 'x-forwarded-for': address } = ownClient();
  await page.route(`${API}/**`, (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

/** A business signed up and confirmed through the API (its owner Olga Owner), for the tests that start after sign-up. */
export async function confirmedOwner(page: Page, prefix: string) {
  const business = uniqueBusiness(prefix);
  const answer = await page.request.post(`${API}/v0/staff/sign-up`, {
    headers: ownClient(),
    data: {
      business_name: business.name,
      organization: business.address,
      vertical: 'beauty',
      first_name: 'Olga',
      last_name: 'Owner',
      email: business.email,
      accept_terms: true,
      locale: 'en',
    },
  });
  expect(answer.status(), await answer.text()).toBe(202);
  // Confirmed as the page would (the sign-up tests follow the link in the browser), in any language:
  // the password is chosen here, by whoever holds the inbox (decision 0076).
  const confirmed = await page.request.post(`${API}/v0/staff/sign-up/confirmation`, {
    headers: ownClient(),
    data: {
      token: await emailedToken(business.email, '/staff/confirm-email'),
      password: PASSWORD,
      business_name: business.name,
      organization: business.address,
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(204);
  return { ...business, password: PASSWORD };
}

/** The token of the link in the email to `address` for `path`. */
async function emailedToken(address: string, path: string): Promise<string> {
  return new URL(await emailedLink(address, path), API).hash.replace('#token=', '');
}

/** Signs the browser (or any request context) in as `account`, through the API. */
export function signInAs(request: APIRequestContext, account: { email: string; password: string }) {
  return signInStaff(request, { email: account.email, password: account.password });
}

export interface Invitee {
  firstName: string;
  lastName: string;
  email: string;
  role: 'owner' | 'staff';
}

/** Invites someone into the business of the owner `request` is signed in as. */
export async function invite(request: APIRequestContext, invitee: Invitee): Promise<void> {
  const invited = await request.post(`${API}/v0/staff/team`, {
    headers: ownClient(),
    data: {
      first_name: invitee.firstName,
      last_name: invitee.lastName,
      email: invitee.email,
      role: invitee.role,
      locale: 'en',
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
}

/** Sets an invited person's password from the link in their email, through the API; answers their sign-in. */
export async function acceptInvitation(request: APIRequestContext, email: string, password = `${PASSWORD}-team`) {
  const accepted = await request.post(`${API}/v0/staff/invitation`, {
    headers: ownClient(),
    data: { token: await emailedToken(email, '/staff/invitation'), password },
  });
  expect(accepted.status(), await accepted.text()).toBe(204);
  return { email, password };
}
