/**
 * How every headless Chromium of the tests and benches starts (/usr/bin/chromium, no GPU, no
 * sandbox in this container), and without the background traffic a measurement or a request
 * log would otherwise catch.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
