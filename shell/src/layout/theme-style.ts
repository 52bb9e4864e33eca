import { DEFAULT_THEME_COLOR, HEX_COLOR } from '@booking/shared/contract/safe-values';
import { readableTextOn } from '@booking/shared/theme/contrast';
import type { CSSProperties } from 'react';

/** The merchant's colour as CSS variables, with a text colour that stays readable on it. */
export function themeStyle(color: string | null | undefined): CSSProperties {
  const brand = color && HEX_COLOR.test(color) ? color : DEFAULT_THEME_COLOR;
  return { '--brand': brand, '--on-brand': readableTextOn(brand) } as CSSProperties;
}
