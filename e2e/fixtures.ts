import { test as base, expect, type BrowserContext } from '@playwright/test';

/** Records cookie consent in the context so the banner stays out of the way. */
export async function giveConsent(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'userConsent', value: 'accepted', url: baseURL }]);
}

/** Tests about the layout, with consent given up front; consent tests use `@playwright/test` directly. */
export const test = base.extend({
  context: async ({ context, baseURL }, provide) => {
    await giveConsent(context, baseURL ?? '');
    await provide(context);
  },
});

export const isMobileProject = (name: string) => name === 'mobile';

export { expect };
