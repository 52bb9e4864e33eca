/** The loading state's markup (screens/loading-screen.tsx) as text, for an area the server leaves to the browser. */
export function serverLoadingText(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<div class="loading-screen" role="status" aria-live="polite"><span class="spinner" aria-hidden="true"></span><span>${escaped}</span></div>`;
}
