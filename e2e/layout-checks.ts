import type { Page } from '@playwright/test';

/** Phone widths the floating-button check covers, with a height each: small, common, large. */
export const PHONE_SCREENS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
] as const;

/**
 * The controls that a floating element (a fixed element outside the header, such as the
 * WhatsApp and "Volver arriba" buttons) leaves stuck under it: a link, button or field that no
 * scroll position shows whole, below the header and clear of the floating elements' links and
 * buttons, or that one of them covers with the page scrolled to its end. Each as
 * "control bajo elemento". Scrolls the page to its end.
 */
export async function findControlsStuckUnderFloatingElements(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  // "Volver arriba" shows once the page is scrolled: the covers are those of the page's end. The
  // staff pages have no floating buttons to wait for.
  await page.waitForFunction(
    () =>
      window.scrollY <= 200 ||
      document.querySelector('[aria-label="Volver arriba"]') !== null ||
      document.querySelector('[data-lugar="boton-flotante"]') === null,
  );
  return page.evaluate(() => {
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> «${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}»`;
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const fixed = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (element) => getComputedStyle(element).position === 'fixed' && shown(element),
    );
    const covers = fixed
      .filter((element) => !element.closest('header'))
      .flatMap((element) => Array.from(element.querySelectorAll('a[href], button')).filter(shown));
    const controls = Array.from(
      document.querySelectorAll('a[href], button, input, select, textarea, summary'),
    ).filter(
      (control) =>
        !fixed.some((element) => element.contains(control)) &&
        !control.closest('[inert]') &&
        shown(control),
    );
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const scrolled = window.scrollY;
    const lastScroll = document.documentElement.scrollHeight - innerHeight;
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right;
    const stuck: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const top = box.top + scrolled;
      const bottom = box.bottom + scrolled;
      for (const cover of covers) {
        const area = cover.getBoundingClientRect();
        if (!overlaps(box, area)) continue;
        // Scroll positions that show the control whole, under the header and above the cover.
        const from = Math.max(0, bottom - area.top);
        const to = Math.min(lastScroll, top - headerBottom);
        const atEnd = box.top < area.bottom && area.top < box.bottom;
        if (from > to || atEnd) stuck.push(`${name(control)} bajo ${name(cover)}`);
      }
    }
    return stuck;
  });
}

/**
 * Every `<picture>` that adds a box of its own to its parent's layout, where only its image
 * should be: the picture itself (unless `display: contents`) or one of its `<source>` elements.
 */
export function findPicturesWithBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('picture')).flatMap((picture) => {
      const image = picture.querySelector('img')?.getAttribute('src') ?? '(sin imagen)';
      const boxes = [picture, ...Array.from(picture.querySelectorAll('source'))].filter(
        (element) =>
          element === picture
            ? getComputedStyle(element).display !== 'contents'
            : element.getClientRects().length > 0,
      );
      return boxes.map((element) => `<${element.tagName.toLowerCase()}> de ${image}`);
    }),
  );
}

/** The public site's chrome a page can hold, each as it shows in the DOM or the page's payload. */
export const PUBLIC_CHROME = [
  'cabecera',
  'pie',
  'botones flotantes',
  'aviso de cookies',
  'contador de visitas',
] as const;

/**
 * Which pieces of the public site's chrome the page holds: header, footer, floating buttons,
 * cookie banner (shown to a visitor who has not chosen yet, once the page hydrates) and visit
 * counter (mounted with its endpoint, which the page's payload carries).
 */
export async function findPublicChrome(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => ({
    cabecera: document.querySelector('header nav[aria-label="Principal"]') !== null,
    pie: document.querySelector('footer') !== null,
    'botones flotantes': document.querySelector('[data-lugar="boton-flotante"]') !== null,
    'aviso de cookies': document.querySelector('section[aria-label="Aviso de cookies"]') !== null,
    'contador de visitas': document.documentElement.innerHTML.includes('/api/visitas'),
  }));
  return PUBLIC_CHROME.filter((piece) => found[piece]);
}
