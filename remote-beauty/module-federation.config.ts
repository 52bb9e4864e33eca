import { remoteFederationConfig } from '@booking/shared/federation/remote-federation-config';

/** One place for this remote's federation settings, used by its build. */
export const federationConfig = remoteFederationConfig('beauty');
