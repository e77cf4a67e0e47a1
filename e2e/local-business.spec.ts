import { siteConfig } from '../lib/site/site-config';
import { expect, test } from './fixtures';

for (const route of ['/', '/sobre-nosotros']) {
  test(`${route} tells search engines the agency's address, phone and hours`, async ({ page }) => {
    await page.goto(route);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'ProfessionalService');
    expect(business).toMatchObject({
      name: siteConfig.name,
      email: siteConfig.email,
      telephone: `+${siteConfig.whatsapp.number}`,
      address: {
        '@type': 'PostalAddress',
        postalCode: siteConfig.address.postalCode,
        addressLocality: siteConfig.address.city,
        addressCountry: 'MX',
      },
      openingHoursSpecification: [
        expect.objectContaining({ opens: siteConfig.hours.opens, closes: siteConfig.hours.closes }),
      ],
      sameAs: Object.values(siteConfig.socials),
    });
    expect(String(business?.logo)).toMatch(/^https?:\/\/.+\.png$/);
  });
}

test('the footer offers the phone as a tel: link next to the office hours', async ({ page }) => {
  await page.clock.install();
  await page.goto('/blog');
  await page.clock.runFor(1600);
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('link', { name: `Tel. ${siteConfig.phoneDisplay}` }),
  ).toHaveAttribute('href', `tel:+${siteConfig.whatsapp.number}`);
  await expect(footer).toContainText(siteConfig.hours.label);
});
