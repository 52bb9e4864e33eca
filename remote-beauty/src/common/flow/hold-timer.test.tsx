import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import en from '../../i18n/en.json';
import { bookingDraftStore, emptyBookingDraft } from './booking-draft';
import { HoldTimer } from './hold-timer';

const EMPLOYEE = { id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c6', first_name: 'Anna', last_name: 'Schmidt' };
const hold = (token: string, expiresAt: string) => ({
  token: token.repeat(43),
  expires_at: expiresAt,
  start: '2026-12-01T11:00:00+01:00[Europe/Berlin]',
  end: '2026-12-01T12:00:00+01:00[Europe/Berlin]',
  employee: EMPLOYEE,
  service_ids: ['3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c7'],
});
// The fake clock: 10:00 Berlin on the day of the holds.
const NOW = new Date('2026-12-01T09:00:00Z').getTime();
const now = () => NOW;

const realFetch = globalThis.fetch;
let requests: { method: string; url: string; body: unknown }[] = [];
function answerHolds(status: number, body: unknown) {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: JSON.parse(String(init?.body ?? 'null')),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

function TimeStepStandIn() {
  const state = useLocation().state as { slotGone?: string } | null;
  return <p>time step, gone: {state?.slotGone}</p>;
}

function renderOnContact() {
  const router = createMemoryRouter(
    [
      { path: '/:organization/:branch/book/contact', element: <HoldTimer now={now} /> },
      { path: '/:organization/:branch/book/time', element: <TimeStepStandIn /> },
    ],
    { initialEntries: ['/demo-salon/mitte/book/contact'] },
  );
  renderWithIntl(<RouterProvider router={router} />, en);
  return router;
}

const store = () => bookingDraftStore('demo-salon', 'mitte');

beforeEach(() => {
  requests = [];
  runtimeEnvStore.setState({ env: { apiBase: 'http://api.test' } as RuntimeEnv });
  store().getState().clear();
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('HoldTimer', () => {
  it('shows the time left and announces it by the minute, not by the second', () => {
    store()
      .getState()
      .update({ ...emptyBookingDraft(), hold: hold('a', '2026-12-01T10:05:30+01:00[Europe/Berlin]') });
    renderOnContact();
    expect(screen.getByText('Reserved for you: 5:30 left')).toBeTruthy();
    const live = screen.getByText('Your time is reserved for 6 more minutes');
    expect(live.getAttribute('aria-live')).toBe('polite');
  });

  it('places an expired hold again for the same slot and keeps the new one', async () => {
    store()
      .getState()
      .update({ hold: hold('a', '2026-12-01T09:59:00+01:00[Europe/Berlin]') });
    answerHolds(201, { results: { hold: hold('b', '2026-12-01T10:10:00+01:00[Europe/Berlin]') } });
    renderOnContact();
    expect(await screen.findByText('Reserved for you: 10:00 left')).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/v0/organizations/demo-salon/branches/mitte/holds',
        // The expired hold goes with it: the visitor's own row never blocks its renewal.
        body: {
          services: hold('a', '').service_ids,
          employee_id: EMPLOYEE.id,
          start: hold('a', '').start,
          replaces: 'a'.repeat(43),
        },
      },
    ]);
    expect(store().getState().draft.hold?.token).toBe('b'.repeat(43));
  });

  it('says a time checked but not kept is not reserved, with no clock and nothing placed again', () => {
    store()
      .getState()
      .update({ hold: { ...hold('a', ''), token: null, expires_at: null } });
    answerHolds(201, { results: { hold: hold('b', '2026-12-01T10:10:00+01:00[Europe/Berlin]') } });
    renderOnContact();
    expect(screen.getByText(/This time could not be reserved for you just now/)).toBeTruthy();
    expect(screen.queryByText(/Reserved for you/)).toBeNull();
    expect(requests).toEqual([]);
  });

  it('sends the customer back to the time step when the slot has gone meanwhile', async () => {
    store()
      .getState()
      .update({ hold: hold('a', '2026-12-01T09:59:00+01:00[Europe/Berlin]') });
    answerHolds(409, { error: { code: 'slot_taken', message: 'taken' } });
    const router = renderOnContact();
    expect(await screen.findByText(`time step, gone: ${hold('a', '').start}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo-salon/mitte/book/time');
    expect(store().getState().draft.hold).toBeNull();
  });
});
