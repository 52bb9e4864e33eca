import type { createBrowserRouter } from '@booking/shared/router';
import { startTransition, useEffect } from 'react';

/**
 * A page the server drew (docs/decisions/0030) is complete and usable as HTML. The app takes
 * it over only once it can draw the same screen: after its first navigation settled (the
 * loaders are done), so the visitor never sees the server's page replaced by a loading state,
 * and inside a transition, so the render can yield to input. What the visitor did to the
 * server's form controls meanwhile (ticked services, typed text, focus) is replayed on the
 * app's controls, so nothing is lost.
 */
type Router = ReturnType<typeof createBrowserRouter>;

interface Carried {
  checked: { name: string; value: string }[];
  typed: { key: string; value: string }[];
  focused: string | null;
}

const FIELD = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';
const keyOf = (element: Element) => element.id || element.getAttribute('name') || '';

export function isServerDrawn(container: HTMLElement): boolean {
  return container.hasAttribute('data-server-drawn');
}

function carry(container: HTMLElement): Carried {
  const inputs = [...container.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')];
  const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELD)];
  const active = document.activeElement;
  return {
    checked: inputs
      .filter((input) => input.checked !== input.defaultChecked && input.checked)
      .map((input) => ({
        name: input.name,
        value: input.value,
      })),
    typed: fields
      .filter((field) => field.value !== field.defaultValue && keyOf(field))
      .map((field) => ({ key: keyOf(field), value: field.value })),
    focused: active && container.contains(active) ? keyOf(active) || null : null,
  };
}

function replay(container: HTMLElement, carried: Carried): void {
  for (const { name, value } of carried.checked) {
    const inputs = container.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]');
    const target = [...inputs].find((input) => input.name === name && input.value === value);
    if (target && !target.checked && !target.disabled) target.click();
  }
  for (const { key, value } of carried.typed) {
    const target = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELD)].find(
      (field) => keyOf(field) === key,
    );
    if (!target || target.value === value) continue;
    // The native setter, so that React and react-hook-form see an ordinary input event.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
    setter?.call(target, value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (carried.focused) {
    const target = [...container.querySelectorAll<HTMLElement>('[id], [name]')].find(
      (element) => keyOf(element) === carried.focused,
    );
    target?.focus();
  }
}

let carried: Carried | null = null;
let done = false;

/** Renders now, or for a server-drawn page once the router's first navigation has settled. */
export function takeOver(container: HTMLElement, router: Router, render: () => void): void {
  if (!isServerDrawn(container)) {
    render();
    return;
  }
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
    container.removeAttribute('data-server-drawn');
    if (carried) replay(container, carried);
    carried = null;
  }, [container]);
  return null;
}
