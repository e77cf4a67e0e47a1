import localFont from 'next/font/local';

// Plus Jakarta Sans cut down to Spanish text and the weights the styles use (400 to 800), one
// self-hosted file of about 14 KB: scripts/build-font.ts writes it before the build.
export const brandFont = localFont({
  src: '../styles/fonts/plus-jakarta-sans.woff2',
  variable: '--font-brand',
  weight: '400 800',
  display: 'swap',
});
