import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import { loadMessages } from '../i18n/load-messages';
import { routes } from '../routes';

/**
 * This remote's first screen drawn by the shell's server (docs/decisions/0030, 0070, 0072): the
 * sign-in, which staff open cold from a bookmark. Everything behind it needs the staff session,
 * a cookie of the API's origin the server never sees, so the browser draws it.
 */
export const firstScreen = firstScreenRenderer({
  routes,
  loadMessages,
  firstScreens: ['/staff'],
});
