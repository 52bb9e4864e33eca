import { join } from 'node:path';
import { describeCatalogChecks } from '@booking/shared/testing/describe-catalog-checks';
import de from './messages/de.json';
import en from './messages/en.json';

describeCatalogChecks('shared UI', {
  sourceDirs: [
    join(import.meta.dirname, '..'),
    ...['shell', 'remote-beauty', 'remote-gastro', 'remote-staff'].map((app) =>
      join(import.meta.dirname, '../../..', app, 'src'),
    ),
  ],
  namespaces: ['field', 'form', 'kit'],
  en,
  de,
});
