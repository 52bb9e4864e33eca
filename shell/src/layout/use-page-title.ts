import { useEffect } from 'react';

/** `Title · Merchant` in the tab; the merchant alone where the page has no title of its own. */
export function usePageTitle(title: string | null, site: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
  }, [title, site]);
}
