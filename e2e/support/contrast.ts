/**
 * WCAG 2.x contrast ratio of two CSS colours (`#rgb`, `#rrggbb` or `rgb(r, g, b)`), written
 * out here rather than imported from the product so that the test checks the product's maths.
 * https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */
function channels(color: string): [number, number, number] {
  const value = color.trim();
  const rgb = value.match(/^rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hex = value.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a colour: ${color}`);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour as getComputedStyle reports it (`rgb(r, g, b)`). */
export function computedRgb(color: string): string {
  const [r, g, b] = channels(color);
  return `rgb(${r}, ${g}, ${b})`;
}
