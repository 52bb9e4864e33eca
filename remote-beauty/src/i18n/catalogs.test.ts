import { join } from 'node:path';
import { describeCatalogChecks } from '@booking/shared/testing/describe-catalog-checks';
import de from './de.json';
import en from './en.json';

describeCatalogChecks('beauty', {
  sourceDirs: [join(import.meta.dirname, '..')],
  namespaces: ['beauty', 'booking.beauty'],
  en,
  de,
});
