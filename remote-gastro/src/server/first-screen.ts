import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import { loadMessages } from '../i18n/load-messages';
import { routes } from '../routes';

/** This remote's first screens drawn by the shell's server (docs/decisions/0030). */
export const { firstScreenContract, renderFirstScreen } = firstScreenRenderer({
  routes,
  loadMessages,
  // The branch list and the flow's first step; later steps depend on the visitor's draft.
  firstScreens: ['/:organization', '/:organization/:branch/reserve'],
});
