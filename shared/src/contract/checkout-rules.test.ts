import { describe, expect, it } from '@rstest/core';
import { addLine, type BookedService, priceCart, startingLines } from './checkout-rules';

const APPOINTMENT = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const CUT = '00000000-0000-4000-8000-0000000000a1';
const COLOUR = '00000000-0000-4000-8000-0000000000a2';
const booked: BookedService[] = [
  { id: CUT, name: 'Cut', price_minor: 3450 },
  { id: COLOUR, name: 'Colour', price_minor: 6000 },
];
const of = { appointmentId: APPOINTMENT, booked };
const line = (service_id: string, quantity = 1, appointment_id = APPOINTMENT) => ({
  appointment_id,
  service_id,
  quantity,
});

describe('a checkout cart', () => {
  it('starts with each booked service once and totals them at the booked prices', () => {
    const priced = priceCart(of, startingLines(of), 0);
    expect(priced).toEqual({
      ok: true,
      value: {
        lines: [
          { service_id: CUT, name: 'Cut', unit_minor: 3450, quantity: 1, line_minor: 3450 },
          { service_id: COLOUR, name: 'Colour', unit_minor: 6000, quantity: 1, line_minor: 6000 },
        ],
        subtotal_minor: 9450,
        discount_minor: 0,
        total_minor: 9450,
      },
    });
  });

  it('multiplies quantities and takes the discount off in whole cents', () => {
    const priced = priceCart(of, [line(CUT, 3), line(COLOUR, 1)], 1351);
    expect(priced.ok && priced.value).toMatchObject({
      subtotal_minor: 16_350,
      discount_minor: 1351,
      total_minor: 14_999,
    });
  });

  it('allows a discount of the whole subtotal but not a cent more', () => {
    expect(priceCart(of, [line(CUT)], 3450)).toMatchObject({ ok: true, value: { total_minor: 0 } });
    expect(priceCart(of, [line(CUT)], 3451)).toEqual({
      ok: false,
      error: {
        code: 'invalid_input',
        fields: { discount_minor: [{ code: 'discount_exceeds_total', params: { max: 3450 } }] },
      },
    });
  });

  it('refuses a negative or fractional discount', () => {
    expect(priceCart(of, [line(CUT)], -1)).toMatchObject({
      ok: false,
      error: { fields: { discount_minor: [{ code: 'too_small' }] } },
    });
    expect(priceCart(of, [line(CUT)], 0.5)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('refuses a quantity below one or above the limit, at that line', () => {
    expect(priceCart(of, [line(CUT), line(COLOUR, 0)], 0)).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { 'lines.1.quantity': [{ code: 'too_small', params: { min: 1 } }] } },
    });
    expect(priceCart(of, [line(CUT, 100)], 0)).toMatchObject({
      ok: false,
      error: { fields: { 'lines.0.quantity': [{ code: 'too_big', params: { max: 99 } }] } },
    });
  });

  it('holds one appointment only: a line of another appointment is refused', () => {
    expect(priceCart(of, [line(CUT), line(CUT, 1, OTHER)], 0)).toEqual({
      ok: false,
      error: { code: 'cart_other_appointment', params: { appointment_id: OTHER } },
    });
    expect(addLine(APPOINTMENT, startingLines(of), line(CUT, 1, OTHER))).toEqual({
      ok: false,
      error: { code: 'cart_other_appointment', params: { appointment_id: OTHER } },
    });
  });

  it('adds one more of a service already in the cart rather than a second line', () => {
    const added = addLine(APPOINTMENT, startingLines(of), line(CUT, 2));
    expect(added).toEqual({ ok: true, value: [line(CUT, 3), line(COLOUR, 1)] });
  });

  it('says service data is missing for a service the appointment did not book, or booked without a price', () => {
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    expect(priceCart(of, [line(unknown)], 0)).toEqual({
      ok: false,
      error: { code: 'missing_service_data', params: { service_id: unknown } },
    });
    expect(priceCart({ appointmentId: APPOINTMENT, booked: null }, [line(CUT)], 0)).toMatchObject({
      ok: false,
      error: { code: 'missing_service_data' },
    });
    const unpriced = [{ id: CUT, name: 'Cut', price_minor: Number.NaN }];
    expect(priceCart({ appointmentId: APPOINTMENT, booked: unpriced }, [line(CUT)], 0)).toMatchObject({
      ok: false,
      error: { code: 'missing_service_data' },
    });
  });
});
