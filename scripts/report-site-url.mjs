// Says once, before the build, which site URL canonical links, the sitemap and the feed will use.
const siteUrl = process.env.SITE_URL?.trim();
if (siteUrl) {
  console.log(`SITE_URL: ${siteUrl}`);
} else {
  console.log('SITE_URL no está definido: se usa http://localhost:3000 para las URL canónicas.');
}
