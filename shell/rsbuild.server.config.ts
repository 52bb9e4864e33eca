import { remoteServerRsbuildConfig } from '@booking/shared/federation/remote-server-rsbuild-config';

/** The shell's server renderer (src/server/render-page.tsx), loaded by tools/static-server. */
export default remoteServerRsbuildConfig('./src/server/render-page.tsx', 'host');
