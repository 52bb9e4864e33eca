/**
 * Toggling a service in the selection, bounded by the merchant's
 * `max_services_per_appointment` ("Up to {max} services per appointment").
 */
export type ToggleResult =
  | { ok: true; selection: string[] }
  | { ok: false; error: { code: 'too_many_services'; max: number } };

export function toggleService(selection: readonly string[], serviceId: string, max: number): ToggleResult {
  if (selection.includes(serviceId)) return { ok: true, selection: selection.filter((id) => id !== serviceId) };
  if (selection.length >= max) return { ok: false, error: { code: 'too_many_services', max } };
  return { ok: true, selection: [...selection, serviceId] };
}
