import { type RemoteModule, SHELL_CONTRACT_VERSION } from '@booking/shared/federation/remote-contract';
import { loadMessages as loadStaffMessages } from './i18n/load-messages';
import { routes as staffRoutes } from './routes';

/** What the shell loads as `staff/routes`, checked against the contract at build time. */
export const routes: RemoteModule['routes'] = staffRoutes;
export const loadMessages: RemoteModule['loadMessages'] = loadStaffMessages;
/** Built with this package, so it may use everything the shell of this version shares. */
export const requiresShell: RemoteModule['requiresShell'] = SHELL_CONTRACT_VERSION;
