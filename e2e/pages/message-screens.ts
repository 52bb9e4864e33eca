import type { Page } from '@playwright/test';

/** The shell's whole-page messages (SPEC section 8), in English. */
export function genericError(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    body: page.getByText('Please try again in a moment. If the problem persists, contact the service provider.'),
    tryAgain: page.getByRole('button', { name: 'Try again' }),
  };
}

/** What the shell says when the API answers 503: an outage to wait out, with the same retry. */
export function temporarilyUnavailable(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Temporarily unavailable' }),
    body: page.getByText('The booking service is temporarily unavailable. Please try again in a moment.'),
    tryAgain: page.getByRole('button', { name: 'Try again' }),
  };
}

export function merchantNotFound(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Booking page not found' });
}

export function pageNotFound(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Page not found' });
}

/** The loading state; the notifications live region is a status too, so match the text. */
export function loadingStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Loading…' });
}
