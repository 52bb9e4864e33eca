import type { createBrowserRouter } from '@booking/shared/router';
import { startTransition, useEffect } from 'react';

/**
 * A page the server drew (docs/decisions/0030, 0070) is complete as HTML. The app takes it over
 * once it can draw the same screen: after its first navigation settled (with the server's data
 * that is at once, or once the matched routes' code is in), so React never meets a loading
 * state where the server drew a page; inside a transition, so the render yields to input.
 *
 * React hydrates the server's elements, keeping them and what the visitor typed into them, but
 * its state (and a form library's) starts from what the server drew. So what was typed, chosen,
 * ticked or pressed before the app ran is handed to the app once it owns the page, on the very
 * elements it was done on: as the input, change or click events the app would have had.
 */
type Router = ReturnType<typeof createBrowserRouter>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface EarlyPresses {
  pressed: HTMLElement[];
  stop: () => void;
}

const FIELD = 'input:not([type=hidden]), textarea, select';

/** Fields whose value the visitor changed, with the value they want (the newest wins). */
const changed = new Map<Field, string | boolean>();
const pressed: HTMLElement[] = [];
let stopWatching = () => {};
let done = false;

export function isServerDrawn(container: HTMLElement): boolean {
  return container.hasAttribute('data-server-drawn');
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function differsFromDrawn(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

function remember(field: Field): void {
  changed.set(field, isToggle(field) ? field.checked : field.value);
}

/**
 * From the boot's first step: what was changed or pressed before any script ran, then every
 * change and press until the app owns the page. Buttons do nothing before the app runs, and a form would
 * submit to the server: the press is kept for the app instead.
 */
export function watchServerPage(container: HTMLElement): void {
  if (!isServerDrawn(container)) return;
  for (const field of container.querySelectorAll<Field>(FIELD)) if (differsFromDrawn(field)) remember(field);
  // The presses index.html's inline script kept before any of the app's scripts ran.
  const early = (window as { __bookingPresses?: EarlyPresses }).__bookingPresses;
  if (early) {
    early.stop();
    pressed.push(...early.pressed);
  }
  const onChange = (event: Event) => {
    if (event.target instanceof Element && event.target.matches(FIELD)) remember(event.target as Field);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    pressed.push(button);
  };
  const onSubmit = (event: SubmitEvent) => event.preventDefault();
  container.addEventListener('input', onChange, true);
  container.addEventListener('change', onChange, true);
  container.addEventListener('click', onClick, true);
  container.addEventListener('submit', onSubmit, true);
  stopWatching = () => {
    container.removeEventListener('input', onChange, true);
    container.removeEventListener('change', onChange, true);
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('submit', onSubmit, true);
  };
}

/** Tells the app about one field's value as an ordinary event; React and react-hook-form read it so. */
function handOver(field: Field, wanted: string | boolean): void {
  if (!field.isConnected || field.disabled) return;
  if (isToggle(field)) {
    // A radio left by the visitor's choice of another is unticked by that one's click.
    if (field.type === 'radio' && !wanted) return;
    // React's value tracker took the ticked state as drawn: untick quietly, then tick as a click.
    field.checked = !wanted;
    field.click();
    return;
  }
  // Through the element's own setter first (React's tracker notes the old value), then the
  // native one, so that the event carries a change React and a form library both see.
  const prototype = Object.getPrototypeOf(field);
  const native = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = field instanceof HTMLSelectElement ? field.value : '';
  native?.call(field, wanted);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The button a press made before the app ran goes to: the one pressed, or, on a page the app
 * drew anew instead of hydrating (a view without loaders' data, a remote that did not load),
 * the new one that carries the same `data-press` name, as the consent bar's buttons do.
 */
function pressTarget(button: HTMLElement, container: HTMLElement): HTMLElement | null {
  if (button.isConnected) return button;
  const name = button.dataset.press;
  return name ? container.querySelector<HTMLElement>(`button[data-press="${CSS.escape(name)}"]`) : null;
}

/**
 * Renders now, or for a server-drawn page once the router's first navigation has settled. Always
 * inside a transition: React then renders in slices that yield to the browser instead of one
 * long task (decision 0035).
 */
export function takeOver(container: HTMLElement, router: Router, render: () => void): void {
  if (!isServerDrawn(container)) {
    startTransition(render);
    return;
  }
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) {
    startTransition(render);
    return;
  }
  const stop = router.subscribe(() => {
    if (!settled()) return;
    stop();
    startTransition(render);
  });
}

/** Rendered at the app's root: after the first commit, the page is the app's. */
export function TakeOverDone({ container }: { container: HTMLElement }) {
  useEffect(() => {
    if (done) return;
    done = true;
    if (!isServerDrawn(container)) return;
    stopWatching();
    container.removeAttribute('data-server-drawn');
    for (const [field, wanted] of changed) handOver(field, wanted);
    changed.clear();
    for (const button of pressed.splice(0)) pressTarget(button, container)?.click();
  }, [container]);
  return null;
}
