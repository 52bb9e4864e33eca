import { mountRemoteHarness } from '@booking/shared/federation/harness';
import * as remote from '../src/remote-module';

// Open http://localhost:3103/staff with the API running on port 4000.
mountRemoteHarness({
  remote,
  mountPath: '/staff',
  configuration: null,
  apiBase: process.env.PUBLIC_API_BASE ?? 'http://localhost:4000',
});
