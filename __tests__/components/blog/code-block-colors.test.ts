/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The syntax colours of code blocks, read from their stylesheet: a light set on `.block` and a
// dark set in its `prefers-color-scheme: dark` query.
const scss = readFileSync(
  path.join(process.cwd(), 'components/blog/code-block.module.scss'),
  'utf8',
);
const DARK_QUERY = '@media (prefers-color-scheme: dark)';

function readColors(text: string): Map<string, string> {
  const colors = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/(--code-[a-z-]+):\s*(#[0-9a-f]{6});/gi)) {
    colors.set(name!, value!);
  }
  return colors;
}

const [lightPart, darkPart] = scss.split(DARK_QUERY);
const schemes = { light: readColors(lightPart!), dark: readColors(darkPart!.split('}')[0]!) };

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// Backgrounds and the decorative border; every other colour is text.
const NOT_TEXT = new Set(['--code-bg', '--code-header-bg', '--code-border']);

describe('code block colours', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('define the same colours in the light and the dark scheme', () => {
    expect(schemes.light.size).toBeGreaterThan(8);
    expect([...schemes.dark.keys()].sort()).toEqual([...schemes.light.keys()].sort());
  });

  it('use only colours that both schemes define', () => {
    const used = new Set([...scss.matchAll(/var\((--code-[a-z-]+)\)/g)].map((match) => match[1]));
    for (const name of used) expect(schemes.light.has(name!)).toBe(true);
  });

  describe.each(Object.entries(schemes))('%s scheme', (_scheme, colors) => {
    const textColors = [...colors].filter(([name]) => !NOT_TEXT.has(name));

    it.each(textColors)('%s (%s) reaches 4.5:1 against the block background', (_name, value) => {
      expect(contrast(value, colors.get('--code-bg')!)).toBeGreaterThanOrEqual(4.5);
    });

    it('gives the language label 4.5:1 against its strip', () => {
      expect(
        contrast(colors.get('--code-label')!, colors.get('--code-header-bg')!),
      ).toBeGreaterThanOrEqual(4.5);
    });

    it('tells token kinds apart by colour', () => {
      const tokens = textColors
        .filter(([name]) => name !== '--code-label')
        .map(([, value]) => value);
      expect(new Set(tokens).size).toBe(tokens.length);
    });
  });
});
