/** The cart form's field an API field key of the payment is about: `lines.2.quantity` -> `cart.quantities.2`. */
export function payFieldOf(name: string): 'cart.discount' | 'method' | `cart.quantities.${number}` | null {
  if (name === 'discount_minor') return 'cart.discount';
  if (name === 'method') return 'method';
  const line = /^lines\.(\d+)\.quantity$/.exec(name);
  return line ? `cart.quantities.${Number(line[1])}` : null;
}
