import { useSyncExternalStore } from 'react';

/** From a tablet's width up there is room for the whole week side by side. */
const WIDE = '(min-width: 48rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is a tablet's width or wider, following rotation and resizing. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
