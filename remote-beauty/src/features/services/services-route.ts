import { servicesLoader } from './api/services-loader';
import { ServiceList } from './components/service-list';

/** Loaded on demand (route `lazy`): the services step is not needed to pick a branch. */
export const loader = servicesLoader;
export const Component = ServiceList;
