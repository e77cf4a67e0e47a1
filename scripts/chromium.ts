/**
 * Debian's Chromium, in its two builds: the end-to-end tests drive `chromium-headless-shell`
 * (the build Playwright itself runs headless tests in: the same Blink, without the full browser's
 * window machinery, so a test costs about 40 % less CPU), and the performance bench runs Lighthouse
 * in the full `chromium`, as a visitor's browser. Both launch with no sandbox (root in a
 * container), no GPU, /tmp instead of a small /dev/shm, and no traffic of their own to other hosts
 * (the tests fail on any foreign request).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The end-to-end tests' browser. */
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];
