import { legacyManageLoader } from './api/appointment-loaders';

/** Only redirects: the old manage links keep working. */
export const loader = legacyManageLoader;
