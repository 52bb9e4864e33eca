import type { Page } from '@playwright/test';

/** The shell's frame around every page: the merchant's header and the footer (texts in English). */
export function layout(page: Page) {
  const header = page.getByRole('banner');
  return {
    header,
    /** The banner comes first in the header; it is decorative (alt=""), so it has no role to find it by. */
    bannerImage: header.locator('img').first(),
    logoLink: (merchant: string) => page.getByRole('link', { name: `${merchant}: home` }),
    anyLogoLink: page.getByRole('link', { name: /: home$/ }),
    footer: page.getByRole('contentinfo'),
    footerLinks: page.getByRole('contentinfo').getByRole('link'),
    termsLink: page.getByRole('link', { name: 'Terms and conditions' }),
    languageSelect: page.getByRole('combobox', { name: 'Language' }),
  };
}
