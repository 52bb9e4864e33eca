import { type RemoteModule, SHELL_CONTRACT_VERSION } from '@booking/shared/federation/remote-contract';
import { loadMessages as loadGastroMessages } from './i18n/load-messages';
import { routes as gastroRoutes } from './routes';

/** What the shell loads as `gastro/routes`, checked against the contract at build time. */
export const routes: RemoteModule['routes'] = gastroRoutes;
export const loadMessages: RemoteModule['loadMessages'] = loadGastroMessages;
/** Built with this package, so it may use everything the shell of this version shares. */
export const requiresShell: RemoteModule['requiresShell'] = SHELL_CONTRACT_VERSION;
