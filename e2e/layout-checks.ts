import type { Page } from '@playwright/test';

/** Phone widths the first-screen check covers, with a height each: small, common, large. */
export const PHONE_SCREENS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
] as const;

/**
 * The controls of the first screen (the page unscrolled) that a floating element covers: a
 * link or button of a fixed element outside the header (the WhatsApp and "Volver arriba"
 * buttons, a banner) whose box meets the control's box. Each as "control bajo elemento".
 */
export function findControlsUnderFloatingElements(page: Page): Promise<string[]> {
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
    const floating = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (element) =>
        getComputedStyle(element).position === 'fixed' &&
        !element.closest('header') &&
        shown(element),
    );
    const covers = floating.flatMap((element) =>
      Array.from(element.querySelectorAll('a[href], button')).filter(shown),
    );
    const controls = Array.from(
      document.querySelectorAll('a[href], button, input, select, textarea, summary'),
    ).filter(
      (control) =>
        !floating.some((element) => element.contains(control)) &&
        !control.closest('[inert]') &&
        shown(control),
    );
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const firstScreen = new DOMRect(0, 0, innerWidth, innerHeight);
    const covered: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !meet(box, firstScreen)) continue;
      for (const cover of covers)
        if (meet(box, cover.getBoundingClientRect()))
          covered.push(`${name(control)} bajo ${name(cover)}`);
    }
    return covered;
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
