import { describe, expect, it } from '@rstest/core';
import { parseTimeChoice, sameTimeChoice, timeChoiceSearch } from './time-choice-url';

const CUT = '0b0a8e3c-1f3e-4d7a-9b1e-6f2d0c4a5e01';
const COLOUR = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const ANNA = '9f8e7d6c-5b4a-4938-8271-605f4e3d2c1b';

describe('the time step choice in the URL', () => {
  it('writes the services in the order chosen and the employee, with readable commas', () => {
    expect(timeChoiceSearch({ services: [COLOUR, CUT], employee: ANNA })).toBe(
      `?services=${COLOUR},${CUT}&employee=${ANNA}`,
    );
  });

  it('leaves the employee out while none is chosen', () => {
    expect(timeChoiceSearch({ services: [CUT], employee: null })).toBe(`?services=${CUT}`);
  });

  it('reads back what it writes, the first available included', () => {
    for (const choice of [
      { services: [CUT, COLOUR], employee: ANNA },
      { services: [CUT], employee: 'any' },
      { services: [COLOUR], employee: null },
    ]) {
      expect(parseTimeChoice(timeChoiceSearch(choice))).toEqual(choice);
    }
  });

  it('reads an encoded comma as a browser may send it', () => {
    expect(parseTimeChoice(`services=${CUT}%2C${COLOUR}`)).toEqual({ services: [CUT, COLOUR], employee: null });
  });

  it('is no choice without services, with an empty, malformed or repeated id', () => {
    expect(parseTimeChoice('')).toBeNull();
    expect(parseTimeChoice('employee=any')).toBeNull();
    expect(parseTimeChoice('services=')).toBeNull();
    expect(parseTimeChoice(`services=${CUT},`)).toBeNull();
    expect(parseTimeChoice('services=<script>')).toBeNull();
    expect(parseTimeChoice(`services=${CUT},${CUT}`)).toBeNull();
    expect(parseTimeChoice(`services=${CUT}&employee=`)).toBeNull();
    expect(parseTimeChoice(`services=${CUT}&employee=a%20b`)).toBeNull();
  });

  it('compares choices by services in order and employee', () => {
    expect(sameTimeChoice({ services: [CUT], employee: null }, { services: [CUT], employee: null })).toBe(true);
    expect(
      sameTimeChoice({ services: [CUT, COLOUR], employee: null }, { services: [COLOUR, CUT], employee: null }),
    ).toBe(false);
    expect(sameTimeChoice({ services: [CUT], employee: 'any' }, { services: [CUT], employee: null })).toBe(false);
  });
});
