/**
 * The location the browser itself loaded, as the router keys it: recorded by the root's first
 * render, before any screen's effect runs. A screen shown there is where the page starts, and
 * the browser's own load leaves focus at the top; only an in-app navigation moves it to the new
 * screen's heading (page.tsx). The router keys even that first location with a random key
 * (not "default"), so the key alone cannot tell.
 */
let documentKey: string | undefined;

export function rememberDocumentLocation(key: string): void {
  documentKey ??= key;
}

export const isDocumentLocation = (key: string) => key === documentKey;
