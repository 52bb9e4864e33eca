import type { KeyboardEvent } from 'react';
import { nextInRow } from './next-in-row';

/**
 * The keyboard half of a roving tab stop: in a row of controls matched by `selector` inside
 * the element handling the event, arrows, Home and End move focus without choosing (the
 * caller chooses on click, Space or Enter). Returns the control focused, or null when the key
 * was not one of them (the event is then left alone).
 */
export function moveFocusInRow(event: KeyboardEvent<HTMLElement>, selector: string): HTMLElement | null {
  const current = event.target;
  if (!(current instanceof HTMLElement)) return null;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
  const target = nextInRow(items, current, event.key);
  if (target === null) return null;
  event.preventDefault();
  target.focus();
  return target;
}
