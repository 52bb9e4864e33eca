import type { Page } from '@playwright/test';

/** The restaurant's host stand in the staff area (English): the service, the floor, a reservation's dialog. */
export function hostStand(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    serviceLink: page.getByRole('link', { name: 'Service', exact: true }),
    tablesLink: page.getByRole('link', { name: 'Tables', exact: true }),
    listLink: page.getByRole('link', { name: 'Reservations', exact: true }),
    newReservation: page.locator('.view-actions').getByRole('link', { name: 'New reservation' }),
    // The header's action: a walk-in seated without a name is listed as "Walk-in" too.
    walkIn: page.locator('.view-actions').getByRole('link', { name: 'Walk-in', exact: true }),
    /** A reservation's row in the day's list, by its guest's name. */
    row: (name: string) => page.locator('.host-row').filter({ has: page.getByRole('link', { name, exact: true }) }),
    /** The guest's name in the list: it opens the reservation. */
    open: (name: string) => page.getByRole('link', { name, exact: true }).first(),
    dialog,
    /** A step at the restaurant, or "Undo “Seated”" taking the last one back. */
    step: (name: 'Arrived' | 'Seated' | 'Finished' | 'No-show' | `Undo “${string}”`) =>
      dialog.getByRole('button', { name, exact: true }),
    status: dialog.getByRole('status'),
    moveTo: dialog.getByLabel('New table'),
    move: dialog.getByRole('button', { name: 'Move', exact: true }),
    cancelOpen: dialog.getByRole('button', { name: 'Cancel reservation…' }),
    cancelMessage: dialog.getByLabel('Message to the guest (optional)'),
    cancelSubmit: dialog.getByRole('button', { name: 'Cancel reservation', exact: true }),
    close: dialog.getByRole('button', { name: 'Close' }),
  };
}

/** `/staff/kreuzberg/service/<date>` and the other screens of the demo restaurant's branch. */
export const servicePath = (date: string) => `/staff/kreuzberg/service/${date}`;
export const tablesPath = (date: string) => `/staff/kreuzberg/tables/${date}`;
