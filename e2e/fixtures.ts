import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** Records cookie consent in the context so the banner stays out of the way. */
export async function giveConsent(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'userConsent', value: 'accepted', url: baseURL }]);
}

/**
 * Whether React has taken over the page an element is in: the layout marks `<html>` with
 * `data-hydrated` once it has (components/layout/link-navigation.tsx). A page that is navigating
 * away (a redirect) is not hydrated yet.
 */
export const isHydrated = (element: Locator) =>
  element
    .evaluate((node) => node.ownerDocument.documentElement.hasAttribute('data-hydrated'))
    .catch(() => false);

/**
 * Waits until React has taken over the page. The framework's scripts load after the first paint,
 * so `load` can come before hydration. Asked every 50 ms, so the wait ends close to hydration
 * rather than after a growing back-off.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // As long as a test may take: a busy machine can take seconds to start the framework.
  await expect
    .poll(() => isHydrated(page.locator('html')), { timeout: 30_000, intervals: [50] })
    .toBe(true);
}

type Options = {
  /** `page.goto` returns once the page has hydrated (off for tests that act before that). */
  hydrateOnGoto: boolean;
};

/** Pages whose `goto` waits for hydration, unless the test acts before it. */
export const testWithoutConsent = base.extend<Options>({
  hydrateOnGoto: [true, { option: true }],
  page: async ({ page, hydrateOnGoto, javaScriptEnabled }, provide) => {
    if (hydrateOnGoto && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
});

/** Tests about the layout, with consent given up front; consent tests use `testWithoutConsent`. */
export const test = testWithoutConsent.extend({
  context: async ({ context, baseURL }, provide) => {
    await giveConsent(context, baseURL ?? '');
    await provide(context);
  },
});

export const isMobileProject = (name: string) => name === 'mobile';

export { expect };
