import { remoteRsbuildConfig } from '@booking/shared/federation/remote-rsbuild-config';

export default remoteRsbuildConfig('staff', 3003);
