import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandColor, brandDarkBackgroundColor } from '@/lib/site/brand';

const tokens = readFileSync(path.join(process.cwd(), 'styles/_tokens.scss'), 'utf8');
const darkAt = tokens.indexOf('@media (prefers-color-scheme: dark)');

describe('brandColor', () => {
  it('is the value of the --color-accent token the stylesheets use', () => {
    const accent = /--color-accent:\s*([^;]+);/.exec(tokens.slice(0, darkAt))?.[1];
    expect(accent).toBe(brandColor);
  });

  it('stays the accent in the dark scheme, which only lightens the accent of text', () => {
    expect(darkAt).toBeGreaterThan(0);
    const dark = tokens.slice(darkAt);
    expect(dark).not.toMatch(/--color-accent:/);
    expect(dark).toMatch(/--color-accent-text:/);
  });
});

describe('brandDarkBackgroundColor', () => {
  it('is the page background (--color-surface) of the dark scheme', () => {
    const surface = /--color-surface:\s*([^;]+);/.exec(tokens.slice(darkAt))?.[1];
    expect(surface).toBe(brandDarkBackgroundColor);
  });
});
