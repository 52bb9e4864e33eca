import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { phoneReservationSchema, toCreateRequest, toWalkInRequest, walkInSchema } from './reservation-form';

const PHONE_CALL = {
  date: '2026-12-01',
  time: '19:30',
  partySize: '10',
  name: ' Ada Lovelace ',
  phone: '+49 30 1234567',
  email: '',
  specialRequest: '',
  notes: 'Birthday',
  table: '',
};

describe('a reservation taken on the phone', () => {
  it('is sent in the branch’s zone, past the online party limit, without the empty fields', () => {
    const values = z.parse(phoneReservationSchema, PHONE_CALL);
    expect(toCreateRequest(values, 'Europe/Berlin', 'de')).toEqual({
      start: '2026-12-01T19:30:00+01:00[Europe/Berlin]',
      party_size: 10,
      name: 'Ada Lovelace',
      phone: '+49 30 1234567',
      notes: 'Birthday',
      locale: 'de',
    });
  });

  it('with an email, sends the confirmation there; with a table, asks for that table', () => {
    const values = z.parse(phoneReservationSchema, { ...PHONE_CALL, email: 'ada@example.com', table: 't1' });
    expect(toCreateRequest(values, 'Europe/Berlin', 'en')).toMatchObject({
      email: 'ada@example.com',
      reminder: 'email',
      table_id: 't1',
    });
  });

  it('needs a name, a phone number, a date and a time', () => {
    const result = z.safeParse(phoneReservationSchema, { ...PHONE_CALL, name: ' ', phone: '', time: '25:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['name', 'phone', 'time']);
  });
});

describe('a walk-in', () => {
  it('may come without a name; the best free table is the API’s choice', () => {
    const values = z.parse(walkInSchema, { partySize: '3', name: '  ', table: '', notes: '' });
    expect(toWalkInRequest(values)).toEqual({ party_size: 3 });
  });

  it('keeps a name and the table the host chose', () => {
    const values = z.parse(walkInSchema, { partySize: '2', name: 'Jo', table: 't2', notes: '' });
    expect(toWalkInRequest(values)).toEqual({ party_size: 2, name: 'Jo', table_id: 't2' });
  });
});
