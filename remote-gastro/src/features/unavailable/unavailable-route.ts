import { unavailableLoader } from './api/unavailable-loader';
import { UnavailableMessage } from './components/unavailable-message';

/** Loaded on demand (route `lazy`): only shown when the merchant switched reservations off. */
export const loader = unavailableLoader;
export const Component = UnavailableMessage;
