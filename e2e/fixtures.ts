import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** Records cookie consent in the context so the banner stays out of the way. */
export async function giveConsent(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'userConsent', value: 'accepted', url: baseURL }]);
}

/**
 * Waits until React has taken over the page (the header's first link carries its props). The
 * framework's scripts load after the first paint, so `load` can come before hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector('header a');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
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
