// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import 'client-only';

type Click = Pick<
  MouseEvent,
  'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>;

/**
 * A plain left click on `link` that the page may take over: no modifier key, no new tab, no
 * download, not already handled, and not on a document whose links load their page. The 404
 * page is such a document (`data-full-page-links` on `<html>`, app/global-not-found.tsx): it is
 * drawn outside the root layout, and Next's router cannot navigate away from it on the client.
 */
export function isPlainClick(event: Click, link: HTMLAnchorElement): boolean {
  const { button, metaKey, ctrlKey, shiftKey, altKey } = event;
  return (
    !document.documentElement.hasAttribute('data-full-page-links') &&
    !event.defaultPrevented &&
    button === 0 &&
    !metaKey &&
    !ctrlKey &&
    !shiftKey &&
    !altKey &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}
