import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The colour schemes the site has, the visitor's system choosing one. */
export const COLOR_SCHEMES = ['light', 'dark'] as const;

/**
 * Runs axe once nothing fades any more. The footer fades in over 400 ms of real time and the
 * carousel's slides enter as it hydrates (CSS animations): mid-fade their text has too little
 * contrast. Waits until no finite animation runs; endless ones never settle. `include` limits the
 * check to part of the page.
 */
export async function expectNoWcagViolations(page: Page, include?: string) {
  // Twice, apart: an island that hydrates just after the first check starts its entry then.
  await waitForAnimationsToSettle(page);
  await page.waitForTimeout(300);
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
