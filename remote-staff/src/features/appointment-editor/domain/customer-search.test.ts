import { describe, expect, it } from '@rstest/core';
import { customerChoiceOf, searchTermOf, visibleChoices } from './customer-search';

const anna = {
  id: 'c1',
  first_name: 'Anna',
  last_name: 'Berg',
  customer_number: 'K-0001',
  email: 'anna@example.test',
  phone: '+4930123456',
};

describe('the customer search of the create dialog', () => {
  it('searches once two letters are typed, with spaces tidied', () => {
    expect(searchTermOf('')).toBeNull();
    expect(searchTermOf(' a ')).toBeNull();
    expect(searchTermOf('  anna   berg ')).toBe('anna berg');
  });

  it('shows a customer by name, number and contact', () => {
    expect(customerChoiceOf(anna)).toEqual({
      id: 'c1',
      name: 'Anna Berg',
      detail: 'K-0001 · anna@example.test, +4930123456',
    });
    expect(customerChoiceOf({ ...anna, email: null, phone: null }).detail).toBe('K-0001');
  });

  it('keeps the chosen customer first when another search does not find them', () => {
    const chosen = customerChoiceOf(anna);
    const other = customerChoiceOf({ ...anna, id: 'c2', first_name: 'Ben' });
    expect(visibleChoices(chosen, [other]).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(visibleChoices(chosen, [other, chosen]).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(visibleChoices(null, [other]).map((c) => c.id)).toEqual(['c2']);
  });
});
