/**
 * Where focus was on the page before it went into the consent bar or the preferences dialog:
 * after a choice it goes back there instead of dropping to <body>.
 */
let lastPageFocus: HTMLElement | null = null;

const inConsentUi = (element: Element) => element.closest('.consent-bar, #cc-main') !== null;

export function watchPageFocus(): void {
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && !inConsentUi(target)) lastPageFocus = target;
  });
}

/**
 * Only when focus was lost (on <body>, as when the bar's button it was on is removed) or is left
 * in the closing preferences dialog: focus on the open bar, or on the page, stays where it is.
 */
export function returnPageFocus(): void {
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('#cc-main')) return;
  const target = lastPageFocus?.isConnected ? lastPageFocus : document.getElementById('main');
  target?.focus({ preventScroll: true });
}
