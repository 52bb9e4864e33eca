/**
 * Picks the text colour for a merchant's brand colour so that text on it meets WCAG AA
 * (4.5:1) whatever colour the merchant chose. When neither black nor white reaches 4.5:1
 * on the brand colour (impossible for sRGB: one always does), the better one wins.
 */
function channel(hex: string): number {
  const c = Number.parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function expand(hex: string): string {
  const h = hex.replace('#', '');
  return h.length === 3 ? [...h].map((c) => c + c).join('') : h;
}

export function relativeLuminance(hex: string): number {
  const h = expand(hex);
  return 0.2126 * channel(h.slice(0, 2)) + 0.7152 * channel(h.slice(2, 4)) + 0.0722 * channel(h.slice(4, 6));
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}
