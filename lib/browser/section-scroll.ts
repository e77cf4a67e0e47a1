// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import 'client-only';
import { SECTION_SCROLL_DELAY_MS } from '../site/timing';
import { homeSectionPath } from '../site/paths';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to a home-page section (the fixed header is accounted for by `scroll-padding-top`),
 * records it in the URL and moves focus there for keyboard and screen-reader users.
 */
export function scrollToSection(sectionId: string): boolean {
  const target = document.getElementById(sectionId);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', homeSectionPath(sectionId));
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Waits until the section exists (the home page has rendered after a navigation), then scrolls
 * after a short delay. Gives up after `timeoutMs`.
 */
export function scrollToSectionWhenReady(sectionId: string, timeoutMs = 4000): () => void {
  const deadline = Date.now() + timeoutMs;
  let timer = 0;
  const attempt = () => {
    if (window.location.pathname === '/' && document.getElementById(sectionId)) {
      timer = window.setTimeout(() => scrollToSection(sectionId), SECTION_SCROLL_DELAY_MS);
    } else if (Date.now() < deadline) {
      timer = window.setTimeout(attempt, 50);
    }
  };
  attempt();
  return () => window.clearTimeout(timer);
}
