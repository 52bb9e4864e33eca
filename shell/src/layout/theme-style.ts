import { DEFAULT_THEME_COLOR, HEX_COLOR } from '@booking/shared/contract/safe-values';
import { readableTextOn } from '@booking/shared/theme/contrast';
import { useEffect } from 'react';

/**
 * The merchant's colour as CSS variables on the document (the consent banner lives outside
 * the page wrapper), with a text colour that stays readable on it.
 */
export function useDocumentTheme(color: string | null | undefined): void {
  const brand = color && HEX_COLOR.test(color) ? color : DEFAULT_THEME_COLOR;
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--brand', brand);
    root.setProperty('--on-brand', readableTextOn(brand));
  }, [brand]);
}
