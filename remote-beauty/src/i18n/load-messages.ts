import type { RemoteModule } from '@booking/shared/federation/remote-contract';

/*
 * One language per visit, as the restaurant's (decision 0027): each catalog is a chunk of its
 * own, fetched when the shell asks for it. Both bundled with the routes cost about 3 KB gzip
 * of texts the visitor never reads, and the services step must stay within its 240 KB budget
 * (e2e/tests/budgets.spec.ts) while later steps add their texts; the price is one small
 * request after the routes module.
 */
const catalogs = {
  en: () => import('./catalog-en'),
  de: () => import('./catalog-de'),
};

export const loadMessages: RemoteModule['loadMessages'] = async (locale) => (await catalogs[locale]()).catalog;
