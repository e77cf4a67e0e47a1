// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
// How a control that only works with the page's JavaScript says so, shared by the controls React
// draws (useScriptReady) and the plain-HTML ones of a static island.

/**
 * Until the page has hydrated, such a control would take a tap and do nothing: it is marked
 * unavailable, and the stylesheet dims it and lets taps through (`[data-script='pending']` in
 * styles/globals.scss).
 */
export const SCRIPT_PENDING = { 'data-script': 'pending', 'aria-disabled': true } as const;

/** The same control once the page has hydrated. */
export const SCRIPT_READY = { 'data-script': 'ready', 'aria-disabled': undefined } as const;

/** Marks a control drawn as plain HTML (in a static island) ready, as React marks its own. */
export function markScriptReady(element: Element): void {
  element.setAttribute('data-script', SCRIPT_READY['data-script']);
  element.removeAttribute('aria-disabled');
}
