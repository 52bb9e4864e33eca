import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import { loadMessages } from '../i18n/load-messages';
import { routes } from '../routes';

/**
 * The manage link's pages: the summary, and where cancelling and rescheduling lead; and the
 * legacy link, drawn here so a path that is no link at all answers 404, not the browser's 200.
 */
const managePages = [
  '/:organization/appointments/:token',
  '/:organization/:branch/:token',
  '/:organization/:branch/:token/cancelled',
  '/:organization/:branch/:token/rescheduled',
];

/** This remote's first screens drawn by the shell's server (docs/decisions/0030, 0063, 0070). */
export const firstScreen = firstScreenRenderer({
  routes,
  loadMessages,
  // The branch list, the flow's first step, the time step (its services and employee are in its
  // URL) and the manage pages depend only on the URL and the API; the later steps depend on the
  // visitor's draft (the held time, the contact details).
  firstScreens: ['/:organization', '/:organization/:branch/book', '/:organization/:branch/book/time', ...managePages],
  privateScreens: managePages,
});
