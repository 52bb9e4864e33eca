import { mountRemoteHarness } from '@booking/shared/federation/harness';
import { configurationFixture } from '@booking/shared/testing/configuration-fixture';
import * as remote from '../src/remote-module';

// Open http://localhost:3102/ (or /<organization>) with the API running on port 4000.
mountRemoteHarness({
  remote,
  mountPath: '/:organization',
  configuration: configurationFixture({ vertical: 'gastro', organization: 'demo-restaurant' }),
  apiBase: process.env.PUBLIC_API_BASE ?? 'http://localhost:4000',
});
