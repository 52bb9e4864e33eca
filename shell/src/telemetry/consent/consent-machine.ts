/**
 * Analytics stays off until the banner reports that targeting cookies were
 * accepted (on load for a returning visitor, or on accept / accept all), and goes off again
 * when that consent is withdrawn.
 */
export type ConsentState = 'unknown' | 'granted' | 'denied';
export type AnalyticsAction = 'start' | 'stop' | 'none';

export function consentTransition(
  state: ConsentState,
  targetingAccepted: boolean,
): { state: ConsentState; action: AnalyticsAction } {
  if (targetingAccepted) return { state: 'granted', action: state === 'granted' ? 'none' : 'start' };
  return { state: 'denied', action: state === 'granted' ? 'stop' : 'none' };
}
