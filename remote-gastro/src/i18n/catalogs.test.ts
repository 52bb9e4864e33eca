import { join } from 'node:path';
import { describeCatalogChecks } from '@booking/shared/testing/describe-catalog-checks';
import de from './de.json';
import en from './en.json';

describeCatalogChecks('gastro', {
  sourceDirs: [join(import.meta.dirname, '..')],
  namespaces: ['gastro'],
  en,
  de,
});
