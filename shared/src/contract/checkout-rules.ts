import { type CartLineInput, MAX_LINE_QUANTITY } from './checkout';

/*
 * The rules of a checkout cart, pure, so the staff screen can refuse what the API
 * would refuse, in the same words, before sending anything. Money is in minor units (cents):
 * sums of integers never meet floating point.
 */

/** A service as booked with the appointment: the price it was booked at. */
export type BookedService = { id: string; name: string; price_minor: number };

export type PricedLine = {
  service_id: string;
  name: string;
  unit_minor: number;
  quantity: number;
  line_minor: number;
};

export type PricedCart = {
  lines: PricedLine[];
  subtotal_minor: number;
  discount_minor: number;
  total_minor: number;
};

export type CartError =
  /** A line of another appointment than the cart's: "cart contains products from another appointment". */
  | { code: 'cart_other_appointment'; params: { appointment_id: string } }
  /** A line whose service the appointment has no usable booked name and price for. */
  | { code: 'missing_service_data'; params: { service_id: string } }
  /** A bad quantity or a discount above the subtotal, at the field it is about. */
  | { code: 'invalid_input'; fields: Record<string, { code: CartFieldCode; params?: Record<string, number> }[]> };

type CartFieldCode = 'too_small' | 'too_big' | 'not_multiple_of' | 'discount_exceeds_total';

export type CartResult<T> = { ok: true; value: T } | { ok: false; error: CartError };

/** The cart's own appointment and what it booked (null when its service data is missing). */
export type CartOf = { appointmentId: string; booked: readonly BookedService[] | null };

const isMoney = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The cart a checkout starts from: each booked service once, no discount. */
export function startingLines(of: { appointmentId: string; booked: readonly BookedService[] }): CartLineInput[] {
  return of.booked.map((service) => ({ appointment_id: of.appointmentId, service_id: service.id, quantity: 1 }));
}

/**
 * Adds a line to the cart (one more of a service already in it). A line of another
 * appointment is refused: a cart holds one appointment's services only.
 */
export function addLine(
  appointmentId: string,
  lines: readonly CartLineInput[],
  line: CartLineInput,
): CartResult<CartLineInput[]> {
  if (line.appointment_id !== appointmentId) return otherAppointment(line.appointment_id);
  const known = lines.find((l) => l.service_id === line.service_id && l.appointment_id === appointmentId);
  if (!known) return { ok: true, value: [...lines, line] };
  return {
    ok: true,
    value: lines.map((l) => (l === known ? { ...l, quantity: l.quantity + line.quantity } : l)),
  };
}

/**
 * Prices a cart at the booked prices: every line of this appointment, of a service it booked,
 * a whole quantity from 1 to MAX_LINE_QUANTITY; the discount whole and at most the subtotal. The
 * first broken rule is the answer, in this order: another appointment's line, missing service
 * data, quantities, discount.
 */
export function priceCart(of: CartOf, lines: readonly CartLineInput[], discountMinor: number): CartResult<PricedCart> {
  const foreign = lines.find((line) => line.appointment_id !== of.appointmentId);
  if (foreign) return otherAppointment(foreign.appointment_id);
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const service = of.booked?.find((s) => s.id === line.service_id);
    if (!service || !isMoney(service.price_minor) || service.name.trim() === '') {
      return { ok: false, error: { code: 'missing_service_data', params: { service_id: line.service_id } } };
    }
    priced.push({
      service_id: service.id,
      name: service.name,
      unit_minor: service.price_minor,
      quantity: line.quantity,
      line_minor: service.price_minor * line.quantity,
    });
  }
  const badQuantity = lines.findIndex((line) => !Number.isInteger(line.quantity) || line.quantity < 1);
  if (badQuantity >= 0) return fieldError(`lines.${badQuantity}.quantity`, 'too_small', { min: 1 });
  const tooMany = lines.findIndex((line) => line.quantity > MAX_LINE_QUANTITY);
  if (tooMany >= 0) return fieldError(`lines.${tooMany}.quantity`, 'too_big', { max: MAX_LINE_QUANTITY });
  const subtotal = priced.reduce((sum, line) => sum + line.line_minor, 0);
  if (!Number.isSafeInteger(discountMinor)) return fieldError('discount_minor', 'not_multiple_of', { divisor: 1 });
  if (discountMinor < 0) return fieldError('discount_minor', 'too_small', { min: 0 });
  if (discountMinor > subtotal) return fieldError('discount_minor', 'discount_exceeds_total', { max: subtotal });
  return {
    ok: true,
    value: {
      lines: priced,
      subtotal_minor: subtotal,
      discount_minor: discountMinor,
      total_minor: subtotal - discountMinor,
    },
  };
}

const otherAppointment = (appointmentId: string): { ok: false; error: CartError } => ({
  ok: false,
  error: { code: 'cart_other_appointment', params: { appointment_id: appointmentId } },
});

const fieldError = (
  field: string,
  code: CartFieldCode,
  params: Record<string, number>,
): { ok: false; error: CartError } => ({
  ok: false,
  error: { code: 'invalid_input', fields: { [field]: [{ code, params }] } },
});
