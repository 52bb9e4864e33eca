import type { RemoteModule } from '@booking/shared/federation/remote-contract';
import { loadMessages as loadGastroMessages } from './i18n/load-messages';
import { routes as gastroRoutes } from './routes';

/** What the shell loads as `gastro/routes`, checked against the contract at build time. */
export const routes: RemoteModule['routes'] = gastroRoutes;
export const loadMessages: RemoteModule['loadMessages'] = loadGastroMessages;
