import type { Locator } from '@playwright/test';

/**
 * A keyboard user's two moves, for tests that drive a form without the pointer: focus goes to
 * a control as Tab would take it there, and keys do the rest.
 */

/** Moves focus to a control and presses a key on it (Enter unless told). */
export async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.page().keyboard.press(key);
}

/** Types into a field from the keyboard, replacing what it held. */
export async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.type(text);
}
