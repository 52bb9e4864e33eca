import { type RefObject, useEffect, useRef } from 'react';

/**
 * Scrolls `ref`'s element to the top of the window when `key` changes after the first render,
 * if it starts in the lower half of the window or below it. On a phone the times of a day sit
 * under the date picker, below the fold: picking a day would otherwise show no change at all.
 * Where the times are already in view (a wide screen), nothing moves.
 */
export function useRevealOnChange(ref: RefObject<HTMLElement | null>, key: unknown): void {
  const first = useRef(key);
  useEffect(() => {
    if (Object.is(first.current, key)) return;
    first.current = key;
    const element = ref.current;
    if (!element) return;
    if (element.getBoundingClientRect().top <= window.innerHeight / 2) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [ref, key]);
}
