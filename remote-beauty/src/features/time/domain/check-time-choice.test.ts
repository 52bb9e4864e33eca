import type { Employee } from '@booking/shared/contract/employees';
import type { Service } from '@booking/shared/contract/services';
import { describe, expect, it } from '@rstest/core';
import { checkTimeChoice } from './check-time-choice';

const service = (id: string): Service => ({
  id,
  name: id,
  category: 'Hair',
  description: null,
  duration_minutes: 30,
  price: { amount_minor: 3000, currency: 'EUR' },
});
const person = (id: string, serviceIds: string[]): Employee => ({
  id,
  first_name: id,
  last_name: 'Probe',
  service_ids: serviceIds,
});
const offer = {
  services: [service('cut'), service('colour')],
  employees: [person('anna', ['cut', 'colour']), person('ben', ['cut'])],
  max: 2,
};

describe('a time step URL checked against what the branch offers', () => {
  it('accepts services on the menu with anyone, nobody named or a person who does them all', () => {
    expect(checkTimeChoice({ services: ['cut', 'colour'], employee: null }, offer)).toBe(true);
    expect(checkTimeChoice({ services: ['cut', 'colour'], employee: 'any' }, offer)).toBe(true);
    expect(checkTimeChoice({ services: ['cut', 'colour'], employee: 'anna' }, offer)).toBe(true);
    expect(checkTimeChoice({ services: ['cut'], employee: 'ben' }, offer)).toBe(true);
  });

  it('refuses a service not on the menu, more than the limit, or a person who cannot do them', () => {
    expect(checkTimeChoice({ services: ['cut', 'perm'], employee: null }, offer)).toBe(false);
    expect(checkTimeChoice({ services: ['cut', 'colour'], employee: null }, { ...offer, max: 1 })).toBe(false);
    expect(checkTimeChoice({ services: ['cut', 'colour'], employee: 'ben' }, offer)).toBe(false);
    expect(checkTimeChoice({ services: ['cut'], employee: 'carla' }, offer)).toBe(false);
  });

  it('refuses nothing for a list that could not be read', () => {
    expect(
      checkTimeChoice({ services: ['perm'], employee: 'carla' }, { services: null, employees: null, max: 2 }),
    ).toBe(true);
  });
});
