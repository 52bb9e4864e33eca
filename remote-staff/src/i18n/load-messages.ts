import type { RemoteModule } from '@booking/shared/federation/remote-contract';

/*
 * One language per visit: each catalog is a chunk of its own, fetched when the shell asks for
 * it. The staff area has the largest catalogs (about 60 KB of texts per language, every
 * screen's); bundled with the routes, both were downloaded, parsed and evaluated before the
 * sign-in could hydrate, which was the longest task of its first visit. The price is one small
 * request after the routes module.
 */
const catalogs = {
  en: () => import('./catalog-en'),
  de: () => import('./catalog-de'),
};

export const loadMessages: RemoteModule['loadMessages'] = async (locale) => (await catalogs[locale]()).catalog;
