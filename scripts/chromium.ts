/**
 * Debian's Chromium, as the end-to-end tests and the performance bench launch it: no sandbox
 * (root in a container), no GPU, /tmp instead of a small /dev/shm, and no traffic of its own to
 * other hosts (the tests fail on any foreign request).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
