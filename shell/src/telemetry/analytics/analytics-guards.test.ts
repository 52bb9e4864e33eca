import { describe, expect, it } from '@rstest/core';
import { checkCapture, checkIdentify } from './analytics-guards';

describe('checkIdentify', () => {
  it('accepts a real id', () => {
    expect(checkIdentify('customer-42')).toEqual({ ok: true, id: 'customer-42' });
  });

  it.each(['', '   '])('rejects the empty id %j', (id) => {
    expect(checkIdentify(id)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each(['distinct_id', 'distinctid', 'DISTINCT_ID', ' distinctid '])('rejects the literal id %j', (id) => {
    expect(checkIdentify(id)).toEqual({ ok: false, reason: 'reserved' });
  });

  it('rejects a non-string id', () => {
    expect(checkIdentify(42)).toEqual({ ok: false, reason: 'not_a_string' });
  });
});

describe('checkCapture', () => {
  it('needs a string event name', () => {
    expect(checkCapture('booking_started')).toBe(true);
    expect(checkCapture('')).toBe(false);
    expect(checkCapture(7)).toBe(false);
    expect(checkCapture({ event: 'x' })).toBe(false);
  });
});
