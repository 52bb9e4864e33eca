import { describe, expect, it } from '@rstest/core';
import { phoneSearchOf } from './phone-search';

describe('phoneSearchOf', () => {
  it('reads a number typed with its calling code and spaces as one number', () => {
    expect(phoneSearchOf('+49 1511 2345678', 'DE')).toEqual({ kind: 'starts', e164: '+4915112345678' });
    expect(phoneSearchOf('0049 1511 2345678', 'DE')).toEqual({ kind: 'starts', e164: '+4915112345678' });
  });

  it('reads a national number in the branch country, dropping its national prefix', () => {
    expect(phoneSearchOf('015112345678', 'DE')).toEqual({ kind: 'starts', e164: '+4915112345678' });
    expect(phoneSearchOf('(030) 123-4567', 'DE')).toEqual({ kind: 'starts', e164: '+49301234567' });
    expect(phoneSearchOf('0151 123', 'DE')).toEqual({ kind: 'starts', e164: '+49151123' });
  });

  it('keeps the leading 0 where the country dials it (Italy)', () => {
    expect(phoneSearchOf('06 1234 5678', 'IT')).toEqual({ kind: 'starts', e164: '+390612345678' });
  });

  it('searches a number without its start, or without a branch country, by its digits', () => {
    expect(phoneSearchOf('2345678', 'DE')).toEqual({ kind: 'contains', digits: '2345678' });
    expect(phoneSearchOf('0151 2345678')).toEqual({ kind: 'contains', digits: '1512345678' });
  });

  it('is no phone search for names, emails, customer numbers with letters or too few digits', () => {
    expect(phoneSearchOf('Mia Schulz', 'DE')).toBeNull();
    expect(phoneSearchOf('mia@example.com', 'DE')).toBeNull();
    expect(phoneSearchOf('K-1001', 'DE')).toBeNull();
    expect(phoneSearchOf('+4', 'DE')).toBeNull();
  });
});
