import { useEffect, useLayoutEffect, useRef } from 'react';
import { ConsentBar } from './consent-bar';
import { useConsentBarOpen } from './consent-bar-state';
import { returnPageFocus } from './consent-focus';
import { chooseConsent, showConsentPreferences } from './consent-loader';

const HEIGHT = '--consent-bar-height';

/**
 * The app's consent bar (drawn at the start of the app's root, before the router's page, as the
 * server draws it). Its exact height becomes the page's bottom scroll padding, so the browser
 * scrolls a focused element above the bar, not under it (WCAG 2.2, 2.4.11); before the app runs
 * the CSS reserves an estimate. After a choice, focus goes back to where it was on the page.
 */
export function ConsentBarHost() {
  const open = useConsentBarOpen();
  const bar = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!open || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT);
    };
  }, [open]);

  useEffect(() => {
    if (wasOpen.current && !open) returnPageFocus();
    wasOpen.current = open;
  }, [open]);

  if (!open) return null;
  return (
    <ConsentBar
      ref={bar}
      onAcceptAll={() => chooseConsent('all')}
      onOnlyNecessary={() => chooseConsent('necessary')}
      onSettings={showConsentPreferences}
    />
  );
}
