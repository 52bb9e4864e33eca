import { describe, expect, it } from '@rstest/core';
import { readablePhone } from './readable-phone';

describe('readablePhone', () => {
  it('groups a stored E.164 number as its country writes it', () => {
    expect(readablePhone('+491701234567')).toBe('+49 170 1234567');
    expect(readablePhone('+4930123456')).toBe('+49 30 123456');
  });

  it('leaves what it cannot read as it is', () => {
    expect(readablePhone('12')).toBe('12');
  });
});
