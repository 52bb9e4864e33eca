import { addLine, type CartError } from '@booking/shared/contract/checkout-rules';
import { type CartBasis, cartLinesOf } from './checkout-cart';

/** A service picked to add: which appointment booked it. */
export interface AddChoice {
  appointmentId: string;
  serviceId: string;
}

export type AddResult = { ok: true; quantities: string[] } | { ok: false; error: CartError };

/**
 * One more of a service in the cart, by the contract's rule (`addLine`, which the API's
 * pricing follows too): a service of this appointment raises its quantity; one of another
 * appointment is refused with `cart_other_appointment`, and the cart is left as it was.
 */
export function addToCart(basis: CartBasis, quantities: readonly string[], choice: AddChoice): AddResult {
  const lines = cartLinesOf(basis, quantities);
  const added = addLine(basis.of.appointmentId, lines, {
    appointment_id: choice.appointmentId,
    service_id: choice.serviceId,
    quantity: 1,
  });
  if (!added.ok) return added;
  if (!basis.of.booked.some((service) => service.id === choice.serviceId)) {
    // Not booked with this appointment: it has no booked price to charge.
    return { ok: false, error: { code: 'missing_service_data', params: { service_id: choice.serviceId } } };
  }
  return {
    ok: true,
    quantities: basis.of.booked.map((service, index) => {
      const quantity = added.value.find((line) => line.service_id === service.id)?.quantity;
      // A quantity being corrected ('' or "1.5") stays as typed: its field says what is wrong.
      return quantity !== undefined && Number.isInteger(quantity) ? String(quantity) : (quantities[index] ?? '');
    }),
  };
}
