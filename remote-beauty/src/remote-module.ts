import { type RemoteModule, SHELL_CONTRACT_VERSION } from '@booking/shared/federation/remote-contract';
import { loadMessages as loadBeautyMessages } from './i18n/load-messages';
import { routes as beautyRoutes } from './routes';

/** What the shell loads as `beauty/routes`, checked against the contract at build time. */
export const routes: RemoteModule['routes'] = beautyRoutes;
export const loadMessages: RemoteModule['loadMessages'] = loadBeautyMessages;
/** Built with this package, so it may use everything the shell of this version shares. */
export const requiresShell: RemoteModule['requiresShell'] = SHELL_CONTRACT_VERSION;
