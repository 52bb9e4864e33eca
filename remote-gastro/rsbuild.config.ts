import { remoteRsbuildConfig } from '@booking/shared/federation/remote-rsbuild-config';

export default remoteRsbuildConfig('gastro', 3002);
