import type { Money, Service } from '@booking/shared/contract/services';

export interface RunningTotal {
  minutes: number;
  /** Null when nothing is chosen, or when chosen services are priced in different currencies. */
  price: Money | null;
}

/** The time and price of the chosen services, performed back to back. */
export function runningTotal(services: readonly Service[], selection: readonly string[]): RunningTotal {
  const chosen = selection.flatMap((id) => services.filter((service) => service.id === id));
  const minutes = chosen.reduce((sum, service) => sum + service.duration_minutes, 0);
  const [first] = chosen;
  if (!first || chosen.some((service) => service.price.currency !== first.price.currency)) {
    return { minutes, price: null };
  }
  const amount = chosen.reduce((sum, service) => sum + service.price.amount_minor, 0);
  return { minutes, price: { amount_minor: amount, currency: first.price.currency } };
}
