import type { RemoteModule } from '@booking/shared/federation/remote-contract';

/*
 * One language per visit: each catalog is a chunk of its own, fetched when the shell asks for
 * it. Bundling both with the routes cost ~3 KB gzip of texts the visitor never reads, and the
 * restaurant's first step must stay within its JS budget (e2e/tests/budgets.spec.ts);
 * the price is one small request after the routes module, on the vertical's first screen only.
 */
const catalogs = {
  en: () => import('./catalog-en'),
  de: () => import('./catalog-de'),
};

export const loadMessages: RemoteModule['loadMessages'] = async (locale) => (await catalogs[locale]()).catalog;
