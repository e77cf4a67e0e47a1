import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandColor } from '@/lib/site/brand';

describe('brandColor', () => {
  it('is the value of the --color-accent token the stylesheets use', () => {
    const tokens = readFileSync(path.join(process.cwd(), 'styles/_tokens.scss'), 'utf8');
    const accent = /--color-accent:\s*([^;]+);/.exec(tokens)?.[1];
    expect(accent).toBe(brandColor);
  });
});
