import { describe, expect, it } from '@rstest/core';
import { toggleService } from './service-selection';

describe('toggleService', () => {
  it('adds a service', () => {
    expect(toggleService([], 'cut', 3)).toEqual({ ok: true, selection: ['cut'] });
  });

  it('removes a chosen service', () => {
    expect(toggleService(['cut', 'colour'], 'cut', 3)).toEqual({ ok: true, selection: ['colour'] });
  });

  it('refuses a fourth service when the merchant allows three', () => {
    expect(toggleService(['a', 'b', 'c'], 'd', 3)).toEqual({ ok: false, error: { code: 'too_many_services', max: 3 } });
  });

  it('still lets the visitor remove one at the limit', () => {
    expect(toggleService(['a', 'b', 'c'], 'b', 3)).toEqual({ ok: true, selection: ['a', 'c'] });
  });
});
