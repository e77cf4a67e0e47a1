import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The colour schemes the site has, the visitor's system choosing one. */
export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** The relative luminance (WCAG) of a computed `rgb(…)` colour. */
export function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const channel = Number(value) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two computed `rgb(…)` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/**
 * Runs axe on the page at rest. The carousel's slides enter and the footer fades in with CSS
 * animations, and the carousel keeps moving on its own: mid-entry their text has too little
 * contrast, which no visitor reads. With reduced motion those animations do not run (the site
 * guards every one of them), and whatever animation or transition is still running is brought to
 * its end before axe starts.
 * `include` limits the check to part of the page; `rules` to some of the WCAG rules.
 */
export async function expectNoWcagViolations(page: Page, include?: string, rules?: string[]) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settleAnimations(page);
  expect(await findWcagViolations(page, include, rules)).toEqual([]);
}

/**
 * axe in the page itself: its source evaluated once per document, then `axe.run` as often as the
 * test asks (both colour schemes on one load). `@axe-core/playwright` evaluates the source again
 * for every run and opens a blank page to put the frames' results together, which doubled the time
 * of each check; the site has no frames, and a page that ever has one fails here instead of going
 * half checked.
 */
async function findWcagViolations(page: Page, include?: string, rules?: string[]) {
  expect(
    page.frames(),
    'axe runs in the top document only: a frame would go unchecked',
  ).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, rules, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
      );
    },
    { include, rules, tags: WCAG_TAGS },
  );
}

/**
 * The WCAG rules whose verdict a colour scheme can change. A scheme changes colours only: the
 * same document, the same elements shown (no rule of the site hides or shows one by scheme, and a
 * picture's dark source keeps its image's text), so every other rule gives the same verdict.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is in the light scheme, then switches the same page to the dark one
 * and runs the colour rules again: one load for both, the colour transitions settling in between.
 */
export async function expectNoWcagViolationsInEitherScheme(page: Page) {
  for (const colorScheme of COLOR_SCHEMES) {
    await test.step(`in the ${colorScheme} colour scheme`, async () => {
      await page.emulateMedia({ colorScheme });
      await expectNoWcagViolations(
        page,
        undefined,
        colorScheme === 'light' ? undefined : COLOUR_RULES,
      );
    });
  }
}

/**
 * Brings every animation and transition that has an end (the footer's delayed reveal, a slide's
 * entry, a colour change) to that end at once, as if the visitor had waited for it: the page at
 * rest, without waiting for it in real time. Endless ones (a spinner) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
}

/**
 * The page as it is once the footer and the floating buttons have appeared: its clock (installed
 * by the test) runs past their 1.5 s delay and their reveal animations end.
 */
export async function passRevealDelay(page: Page) {
  await page.clock.runFor(1600);
  await settleAnimations(page);
}

/**
 * WCAG 2.4.11 (focus not obscured), which axe cannot judge: focuses every control of the page in
 * turn, as the Tab key would (the browser scrolling it into view), and lists those whose centre
 * is then covered by another element: the fixed header, the floating buttons, a banner. Motion is
 * reduced so each of those scrolls ends at once.
 */
export async function findControlsHiddenWhenFocused(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page.evaluate(() => {
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> «${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}»`;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]',
    );
    const hidden: string[] = [];
    for (const control of controls) {
      if (control.tabIndex < 0 || control.closest('[inert]') || !control.checkVisibility())
        continue;
      control.focus();
      if (document.activeElement !== control) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (top && !control.contains(top) && !top.contains(control))
        hidden.push(`${name(control)} bajo ${name(top)}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return hidden;
  });
}
