import { describe, expect, it } from '@rstest/core';
import { addressPrefix } from './client-key';
import { contactKeys, normaliseEmail, normalisePhone } from './contact-keys';

describe('the address part of a rate-limit key', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(addressPrefix('192.0.2.7')).toBe('192.0.2.7');
    expect(addressPrefix('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressPrefix('::FFFF:192.0.2.7')).toBe('192.0.2.7');
  });

  it('cuts an IPv6 address to its /64, however it is written', () => {
    const prefix = '2001:db8:85a3:42::/64';
    for (const address of [
      '2001:db8:85a3:42::1',
      '2001:0db8:85a3:0042:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:42:1234:5678:9abc:def0',
      '[2001:db8:85a3:42::1]',
      '2001:db8:85a3:42::1%eth0',
      '2001:db8:85a3:42::192.0.2.1',
    ]) {
      expect(addressPrefix(address)).toBe(prefix);
    }
    expect(addressPrefix('2001:db8:85a3:43::1')).not.toBe(prefix);
    expect(addressPrefix('::1')).toBe('0:0:0:0::/64');
    expect(addressPrefix('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressPrefix('unknown')).toBe('unknown');
  });
});

describe('the contact part of a rate-limit key', () => {
  it('counts an email in any case and with any +tag as one', () => {
    expect(normaliseEmail(' Eva.Muster+spam1@Example.COM ')).toBe('eva.muster@example.com');
    expect(normaliseEmail('+only@example.com')).toBe('+only@example.com');
  });

  it('counts a phone number however it is spaced as one', () => {
    expect(normalisePhone('+49 30 12345670')).toBe('+493012345670');
    expect(normalisePhone('+49 (30) 123-456-70')).toBe('+493012345670');
  });

  it('gives a key for the email and one for the phone, hashed, the same for variants', () => {
    const keys = contactKeys({ email: 'eva@example.com', phone: '+49 30 12345670' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^email:[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^phone:[0-9a-f]{32}$/);
    expect(contactKeys({ email: 'EVA+x@example.com', phone: '+493012345670' })).toEqual(keys);
    expect(contactKeys({ email: 'other@example.com', phone: '+49 30 12345670' })[0]).not.toBe(keys[0]);
    expect(contactKeys(undefined)).toEqual([]);
  });
});
