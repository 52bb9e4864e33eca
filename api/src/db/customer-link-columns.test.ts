import { describe, expect, it } from '@rstest/core';
import { takeCustomerLink } from './customer-link-columns';

const linked = {
  id: 'a-1',
  customer_id: 'c-1',
  customer_match: 'matched' as const,
  customer_number: '1001',
  customer_first_name: 'Jonas',
  customer_last_name: 'Weber',
  customer_deleted: false,
};

describe('takeCustomerLink', () => {
  it('reads the link and leaves the rest of the row without its columns', () => {
    expect(takeCustomerLink(linked)).toEqual([
      { id: 'c-1', customer_number: '1001', first_name: 'Jonas', last_name: 'Weber', match: 'matched', deleted: false },
      { id: 'a-1' },
    ]);
  });

  it('says deleted only for a record the database says is deleted', () => {
    expect(takeCustomerLink({ ...linked, customer_deleted: true })[0]?.deleted).toBe(true);
    expect(takeCustomerLink({ ...linked, customer_deleted: null })[0]?.deleted).toBe(false);
  });

  it('gives no link to a booking without a record', () => {
    const none = { ...linked, customer_id: null, customer_match: null, customer_number: null, customer_deleted: null };
    expect(takeCustomerLink({ ...none, customer_first_name: null, customer_last_name: null })[0]).toBeNull();
  });
});
