import { join } from 'node:path';
import { describeCatalogChecks } from '@booking/shared/testing/describe-catalog-checks';
import de from './messages/de.json';
import en from './messages/en.json';

describeCatalogChecks('shell', {
  sourceDirs: [join(import.meta.dirname, '..')],
  namespaces: ['shell'],
  en,
  de,
});
