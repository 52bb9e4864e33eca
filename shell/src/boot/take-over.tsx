import type { createBrowserRouter } from '@booking/shared/router';
import { startTransition, useEffect } from 'react';

/**
 * A page the server drew (docs/decisions/0030) is complete as HTML. The app takes it over
 * only once it can draw the same screen: after its first navigation settled (the loaders are
 * done), so the visitor never sees the server's page replaced by a loading state, and inside a
 * transition, so the render can yield to input. The app draws the same markup, so an element
 * is found again by its position under #root: what the visitor ticked, typed, pressed or
 * focused meanwhile is replayed on the app's elements and nothing is lost.
 */
type Router = ReturnType<typeof createBrowserRouter>;
type Path = number[];

const TOGGLE = 'input[type=checkbox], input[type=radio]';
const FIELD = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea, select';

interface Carried {
  toggled: Path[];
  typed: { path: Path; value: string }[];
  pressed: Path[];
  focused: Path | null;
}

/** Children that are drawn; React's server rendering may add resource hints (`<link>`) the app does not. */
function drawnChildren(element: Element): Element[] {
  return [...element.children].filter((child) => !['LINK', 'STYLE', 'SCRIPT'].includes(child.tagName));
}

function pathOf(root: Element, element: Element): Path {
  const path: Path = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? drawnChildren(node.parentElement).indexOf(node) : 0);
  }
  return path;
}

function at(root: Element, path: Path): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node ? (drawnChildren(node)[index] ?? null) : null;
  return node;
}

export function isServerDrawn(container: HTMLElement): boolean {
  return container.hasAttribute('data-server-drawn');
}

const pressed: Path[] = [];
let carried: Carried | null = null;
let stopWatching = () => {};
let done = false;

/** Buttons do nothing before the app runs, and a form would submit to the server: keep the press for the app. */
function watchPresses(container: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    pressed.push(pathOf(container, button));
  };
  const onSubmit = (event: SubmitEvent) => event.preventDefault();
  container.addEventListener('click', onClick, true);
  container.addEventListener('submit', onSubmit, true);
  return () => {
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('submit', onSubmit, true);
  };
}

function carry(container: HTMLElement): Carried {
  const toggles = [...container.querySelectorAll<HTMLInputElement>(TOGGLE)];
  const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELD)];
  const active = document.activeElement;
  return {
    toggled: toggles.filter((input) => input.checked !== input.defaultChecked).map((input) => pathOf(container, input)),
    typed: fields
      .filter((field) =>
        field instanceof HTMLSelectElement
          ? [...field.options].some((option) => option.selected !== option.defaultSelected)
          : field.value !== field.defaultValue,
      )
      .map((field) => ({ path: pathOf(container, field), value: field.value })),
    pressed: pressed.splice(0),
    focused: active && active !== container && container.contains(active) ? pathOf(container, active) : null,
  };
}

function replay(container: HTMLElement, { toggled, typed, pressed: presses, focused }: Carried): void {
  for (const { path, value } of typed) {
    const field = at(container, path);
    if (
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    )
      continue;
    // The native setter, so that React and react-hook-form see an ordinary input event.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  for (const path of toggled) {
    const input = at(container, path);
    if (input instanceof HTMLInputElement && !input.disabled) input.click();
  }
  if (focused) (at(container, focused) as HTMLElement | null)?.focus();
  for (const path of presses) (at(container, path) as HTMLElement | null)?.click();
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
  // Presses are kept until the app's first commit; toggles and text are read just before it renders.
  stopWatching = watchPresses(container);
  const show = () => {
    carried = carry(container);
    startTransition(render);
  };
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) {
    show();
    return;
  }
  const stop = router.subscribe(() => {
    if (!settled()) return;
    stop();
    show();
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
    if (carried) replay(container, { ...carried, pressed: [...carried.pressed, ...pressed.splice(0)] });
    carried = null;
  }, [container]);
  return null;
}
