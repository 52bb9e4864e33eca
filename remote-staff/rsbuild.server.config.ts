import { remoteServerRsbuildConfig } from '@booking/shared/federation/remote-server-rsbuild-config';

export default remoteServerRsbuildConfig();
