import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import { loadMessages } from '../i18n/load-messages';
import { routes } from '../routes';

/** The manage link's pages: the summary, and where rescheduling and cancelling lead. */
const managePages = [
  '/:organization/:branch/:token',
  '/:organization/:branch/:token/confirmed',
  '/:organization/:branch/:token/cancelled',
];

/** This remote's first screens drawn by the shell's server (docs/decisions/0030, 0063, 0070). */
export const firstScreen = firstScreenRenderer({
  routes,
  loadMessages,
  // The branch list, the flow's first step and the manage pages depend only on the URL and the
  // API; the flow's later steps depend on the visitor's draft.
  firstScreens: ['/:organization', '/:organization/:branch/reserve', ...managePages],
  privateScreens: managePages,
});
