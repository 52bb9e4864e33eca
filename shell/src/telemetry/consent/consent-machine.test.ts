import { describe, expect, it } from '@rstest/core';
import { consentTransition } from './consent-machine';

describe('consentTransition', () => {
  it('starts analytics when targeting is accepted', () => {
    expect(consentTransition('unknown', true)).toEqual({ state: 'granted', action: 'start' });
  });

  it('keeps analytics off when the visitor declines', () => {
    expect(consentTransition('unknown', false)).toEqual({ state: 'denied', action: 'none' });
  });

  it('stops analytics when consent is withdrawn', () => {
    expect(consentTransition('granted', false)).toEqual({ state: 'denied', action: 'stop' });
  });

  it('starts it when a visitor who declined accepts later', () => {
    expect(consentTransition('denied', true)).toEqual({ state: 'granted', action: 'start' });
  });

  it('does not start twice when the banner reports the same consent again', () => {
    expect(consentTransition('granted', true)).toEqual({ state: 'granted', action: 'none' });
    expect(consentTransition('denied', false)).toEqual({ state: 'denied', action: 'none' });
  });
});
