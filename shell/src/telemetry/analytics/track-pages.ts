import { trackPath } from './posthog-analytics';

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string }; location: { pathname: string } };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
}

/** Feeds every settled location to the page sequencer (leave then view, only when the path changes). */
export function trackPages(router: RouterLike): void {
  const settle = (state: RouterLike['state']) => {
    if (state.initialized && state.navigation.state === 'idle') trackPath(state.location.pathname);
  };
  router.subscribe(settle);
  settle(router.state);
}
