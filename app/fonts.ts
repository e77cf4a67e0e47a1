import localFont from 'next/font/local';

// Latin subset of the variable font (covers Spanish): one self-hosted file for every weight.
export const brandFont = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-brand',
  weight: '200 800',
  display: 'swap',
});
