import { useLocation } from '@booking/shared/router';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * A page's heading after each page change inside the app: the page is scrolled to its top and
 * focus goes to the heading (it needs `tabIndex={-1}`). A change of page is no page load, so
 * nothing else tells a screen reader the content changed, and on a phone the press that led
 * here was often at the end of a long page. The page the visitor arrived on ('default' key)
 * keeps the browser's own focus order; every later navigation, forwards or back, lands on the
 * heading.
 */
export function useHeadingFocus(): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key === 'default') return;
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [key]);
  return heading;
}
