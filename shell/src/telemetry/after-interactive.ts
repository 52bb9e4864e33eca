/**
 * Runs tasks once the page is interactive: its first screen drawn (the router's first
 * navigation settled, `markFirstScreenDrawn`), the load event past, and then in the first idle
 * period (or after two seconds on a main thread that is never idle). What the visitor needs
 * first gets the network and the CPU before error reporting and the consent library do.
 */
let markDrawn: () => void = () => {};
const drawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});
function loaded(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

export function markFirstScreenDrawn(): void {
  markDrawn();
}

export function afterInteractive(task: () => unknown): void {
  void Promise.all([drawn, loaded()]).then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void task(), { timeout: 2000 });
    else setTimeout(() => void task(), 1);
  });
}
