import type { DataResult } from '@booking/shared/api-client/call-for-data';
import type { Configuration, ConfigurationResponse } from '@booking/shared/contract/configuration';

/**
 * The startup sequence as a pure state machine: organization from the
 * path -> configuration -> the vertical's remote -> ready. The router's loader drives it
 * (boot/organization-loader.ts); keeping the decisions here makes every branch testable.
 */
export type BootState =
  | { status: 'merchant-not-found' }
  /** `bookingLink`: the path is a booking's own link, which works while the page is off. */
  | { status: 'loading-configuration'; organization: string; bookingLink?: true }
  | { status: 'loading-remote'; organization: string; configuration: Configuration }
  | { status: 'ready'; organization: string; configuration: Configuration }
  | { status: 'error'; organization: string; cause: 'configuration' | 'remote'; httpStatus: number | null };

export type BootEvent =
  | { type: 'configuration-result'; result: DataResult<ConfigurationResponse> }
  | { type: 'remote-loaded' }
  | { type: 'remote-failed' }
  | { type: 'retry' };

export function startBoot(organization: string | null, bookingLink = false): BootState {
  if (!organization) return { status: 'merchant-not-found' };
  return bookingLink
    ? { status: 'loading-configuration', organization, bookingLink: true }
    : { status: 'loading-configuration', organization };
}

export function bootTransition(state: BootState, event: BootEvent): BootState {
  switch (state.status) {
    case 'loading-configuration': {
      if (event.type !== 'configuration-result') return state;
      const { result } = event;
      if (result.ok) {
        const { configuration } = result.data.results;
        // A page switched off turns new visitors away; a booking's link still opens (decision 0059).
        if (!configuration.reservations.customization.reservations_page_activated && !state.bookingLink) {
          return { status: 'merchant-not-found' };
        }
        return { status: 'loading-remote', organization: state.organization, configuration };
      }
      if (result.status === 404) return { status: 'merchant-not-found' };
      return {
        status: 'error',
        organization: state.organization,
        cause: 'configuration',
        httpStatus: result.status || null,
      };
    }
    case 'loading-remote':
      if (event.type === 'remote-loaded') return { ...state, status: 'ready' };
      if (event.type === 'remote-failed') {
        return { status: 'error', organization: state.organization, cause: 'remote', httpStatus: null };
      }
      return state;
    case 'error':
      return event.type === 'retry' ? startBoot(state.organization) : state;
    default:
      return state;
  }
}
