import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { createFormSchema, prefillFrom, toCreateRequest } from './create-form';

const BERLIN = 'Europe/Berlin';
const parse = (values: z.input<typeof createFormSchema>) => z.parse(createFormSchema, values);
const filled = {
  services: ['s2', 's1'],
  employee: 'e1',
  date: '2026-07-13',
  time: '10:15',
  customerId: '',
  walkInName: '',
  notes: '',
};

describe('the create form', () => {
  it('sends the start in the branch zone and the services in the branch order', () => {
    expect(toCreateRequest(parse(filled), BERLIN, ['s1', 's2', 's3'])).toEqual({
      services: ['s1', 's2'],
      employee_id: 'e1',
      start: '2026-07-13T10:15:00+02:00[Europe/Berlin]',
    });
  });

  it('sends a walk-in name and notes trimmed, and leaves blank ones out (nobody)', () => {
    const request = toCreateRequest(
      parse({ ...filled, walkInName: '  Ada Lovelace ', notes: ' likes tea\n' }),
      BERLIN,
      [],
    );
    expect(request.walk_in_name).toBe('Ada Lovelace');
    expect(request.notes).toBe('likes tea');
    const nobody = toCreateRequest(parse({ ...filled, walkInName: '   ' }), BERLIN, []);
    expect('walk_in_name' in nobody).toBe(false);
    expect('notes' in nobody).toBe(false);
  });

  it('books a customer chosen from the file by id, and then sends no walk-in name', () => {
    const request = toCreateRequest(parse({ ...filled, customerId: 'c7', walkInName: 'Typed before' }), BERLIN, []);
    expect(request.customer_id).toBe('c7');
    expect('walk_in_name' in request).toBe(false);
  });

  it('refuses no service, no employee and no time', () => {
    const result = z.safeParse(createFormSchema, { ...filled, services: [], employee: '', time: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['employee', 'services', 'time']);
  });

  it('prefills employee, date and time from the grid link, in the branch zone', () => {
    const query = new URLSearchParams({ employee: 'e2', start: '2026-07-13T08:30:00Z' });
    expect(prefillFrom(query, '2026-07-01', BERLIN, ['e1', 'e2'])).toMatchObject({
      employee: 'e2',
      date: '2026-07-13',
      time: '10:30',
    });
  });

  it('prefills the day of the view without a start, and no unknown employee', () => {
    expect(
      prefillFrom(new URLSearchParams({ employee: 'ghost', start: 'later' }), '2026-07-01', BERLIN, ['e1']),
    ).toMatchObject({
      employee: '',
      date: '2026-07-01',
      time: '',
    });
  });
});
