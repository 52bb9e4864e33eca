/**
 * On each route change where the path differs, a page-leave event for the old
 * page before and a page-view event after. The first page gets its view only; the same path
 * again (a re-render, a search-only change) gets nothing.
 */
export type PageEvent = { event: '$pageleave' | '$pageview'; path: string };

export function pageEvents(previousPath: string | null, nextPath: string): PageEvent[] {
  if (previousPath === nextPath) return [];
  if (previousPath === null) return [{ event: '$pageview', path: nextPath }];
  return [
    { event: '$pageleave', path: previousPath },
    { event: '$pageview', path: nextPath },
  ];
}
