import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { serviceFormSchema, serviceFormValuesOf, serviceRequestOf } from './service-form-values';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const E = '33333333-3333-4333-8333-333333333333';

describe('service form values', () => {
  it('starts a new service at every branch, with nobody performing it yet', () => {
    const values = serviceFormValuesOf(null, { categoryId: A, branchIds: [A, B], employeeIds: [E] });
    expect(values.branches).toEqual({ [`id_${A}`]: true, [`id_${B}`]: true });
    expect(values.employees).toEqual({ [`id_${E}`]: false });
  });

  it('sends the ticked ids, the minutes as numbers and the price in cents as the money field holds it', () => {
    const values = serviceFormValuesOf(null, { categoryId: A, branchIds: [A, B], employeeIds: [E] });
    const typed = {
      ...values,
      name: ' Bartpflege ',
      price_minor: 2750,
      duration_minutes: '45',
      branches: { [`id_${A}`]: false, [`id_${B}`]: true },
      employees: { [`id_${E}`]: true },
    };
    expect(serviceRequestOf(z.parse(serviceFormSchema, typed))).toEqual({
      name: 'Bartpflege',
      category_id: A,
      description: null,
      duration_minutes: 45,
      price_minor: 2750,
      buffer_after_minutes: 0,
      online_bookable: true,
      branch_ids: [B],
      employee_ids: [E],
    });
  });

  it('refuses a price that is missing or that the money field could not read', () => {
    const values = serviceFormValuesOf(null, { categoryId: A, branchIds: [], employeeIds: [] });
    expect(values.price_minor).toBeNull();
    expect(z.safeParse(serviceFormSchema, { ...values, name: 'X' }).success).toBe(false);
    expect(z.safeParse(serviceFormSchema, { ...values, name: 'X', price_minor: Number.NaN }).success).toBe(false);
    expect(z.safeParse(serviceFormSchema, { ...values, name: 'X', price_minor: 0 }).success).toBe(true);
  });
});
