import type { Employee } from '@booking/shared/contract/employees';
import { describe, expect, it } from '@rstest/core';
import { eligibleEmployees, initials, offersEmployeeChoice } from './eligible-employees';

const person = (id: string, services: string[]): Employee => ({
  id,
  first_name: id,
  last_name: 'X',
  service_ids: services,
});
const team = [person('anna', ['cut', 'colour']), person('jonas', ['cut']), person('mia', ['nails'])];

describe('employee choice', () => {
  it('lists only those who perform every chosen service', () => {
    expect(eligibleEmployees(team, ['cut']).map((e) => e.id)).toEqual(['anna', 'jonas']);
    expect(eligibleEmployees(team, ['cut', 'colour']).map((e) => e.id)).toEqual(['anna']);
  });

  it('offers a choice only with two people or more and when the merchant allows it', () => {
    expect(offersEmployeeChoice(true, eligibleEmployees(team, ['cut']))).toBe(true);
    expect(offersEmployeeChoice(true, eligibleEmployees(team, ['cut', 'colour']))).toBe(false);
    expect(offersEmployeeChoice(false, team)).toBe(false);
  });

  it('makes initials for the avatar', () => {
    expect(initials('Anna', 'Schmidt')).toBe('AS');
    expect(initials(' lea', 'fischer ')).toBe('LF');
  });
});
