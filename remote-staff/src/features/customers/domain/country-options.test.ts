import { countryCodeSchema } from '@booking/shared/contract/customers';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('offers only countries the contract accepts, named in the language', () => {
    const german = countryOptions('de');
    expect(german.every((option) => z.safeParse(countryCodeSchema, option.value).success)).toBe(true);
    expect(german.find((option) => option.value === 'DE')?.label).toBe('Deutschland');
    expect(countryOptions('en').find((option) => option.value === 'DE')?.label).toBe('Germany');
  });

  it('sorts by the name as read in that language', () => {
    const labels = countryOptions('de').map((option) => option.label);
    expect(labels.indexOf('Österreich')).toBeLessThan(labels.indexOf('Polen'));
  });
});
