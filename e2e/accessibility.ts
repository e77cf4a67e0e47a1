import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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
 * guards every one of them), and whatever transition is still running ends before axe starts.
 * `include` limits the check to part of the page.
 */
export async function expectNoWcagViolations(page: Page, include?: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForAnimationsToSettle(page);
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? axe.include(include) : axe).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
  ).toEqual([]);
}

/**
 * Runs axe on the page as it is in the light scheme, then switches the same page to the dark one
 * and runs it again: one load for both, the colour transitions settling in between.
 */
export async function expectNoWcagViolationsInEitherScheme(page: Page) {
  for (const colorScheme of COLOR_SCHEMES) {
    await test.step(`in the ${colorScheme} colour scheme`, async () => {
      await page.emulateMedia({ colorScheme });
      await expectNoWcagViolations(page);
    });
  }
}

async function waitForAnimationsToSettle(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}
