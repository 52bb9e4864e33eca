import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import { disableTracking, enableTracking } from '../analytics/posthog-analytics';
import { type ConsentState, consentTransition } from './consent-machine';

/** What a reported choice does to analytics; the same choice twice does nothing. */
let state: ConsentState = 'unknown';

export function applyConsent(env: RuntimeEnv, targetingAccepted: boolean): void {
  const next = consentTransition(state, targetingAccepted);
  state = next.state;
  if (next.action === 'start') void enableTracking(env);
  if (next.action === 'stop') void disableTracking();
}
