import { remoteRsbuildConfig } from '@booking/shared/federation/remote-rsbuild-config';

export default remoteRsbuildConfig('beauty', 3001);
