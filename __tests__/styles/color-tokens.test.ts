import { readFileSync } from 'node:fs';
import path from 'node:path';

const source = readFileSync(path.join(process.cwd(), 'styles/_tokens.scss'), 'utf8');
const darkAt = source.indexOf('@media (prefers-color-scheme: dark)');

/** The colour tokens a block declares as hex values. */
function readColors(block: string): Map<string, string> {
  return new Map(
    Array.from(block.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{3,6});/gi), ([, name, value]) => [
      name ?? '',
      value ?? '',
    ]),
  );
}

const light = readColors(source.slice(0, darkAt));
const dark = new Map([...light, ...readColors(source.slice(darkAt))]);

function luminance(hex: string): number {
  const digits = hex.length === 4 ? hex.replace(/\w/g, (d) => d + d) : hex;
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

// Text (WCAG 1.4.3: 4.5:1) and the parts of controls and focus rings (1.4.11: 3:1).
const TEXT_PAIRS: [string, string][] = [
  ...['ink', 'text', 'muted', 'accent-text', 'accent-strong', 'error'].flatMap(
    (text): [string, string][] => [
      [text, 'surface'],
      [text, 'surface-alt'],
    ],
  ),
  ['accent-strong', 'accent-soft'],
  ['accent-text', 'accent-soft'],
  ['accent-contrast', 'accent'],
  ['accent-contrast', 'accent-deep'],
  ['accent-contrast-soft', 'accent-deep'],
  ['highlight-contrast', 'highlight'],
  ['dark-ink', 'dark'],
  ['dark-text', 'dark'],
  ['dark-muted', 'dark'],
  ['highlight', 'dark'],
];
const UI_PAIRS: [string, string][] = [
  ['focus', 'surface'],
  ['focus', 'surface-alt'],
  ['dark-focus', 'dark'],
  // The WhatsApp button's icon.
  ['accent-contrast', 'whatsapp'],
  ['accent', 'surface'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s colour scheme', (_scheme, colors) => {
  const color = (name: string) => {
    const value = colors.get(name);
    if (!value) throw new Error(`--color-${name} is not a hex colour in styles/_tokens.scss`);
    return value;
  };

  it.each(TEXT_PAIRS)('--color-%s on --color-%s reads at 4.5:1 or more', (text, background) => {
    expect(contrast(color(text), color(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('--color-%s on --color-%s stands out at 3:1 or more', (part, background) => {
    expect(contrast(color(part), color(background))).toBeGreaterThanOrEqual(3);
  });
});

describe('the dark colour scheme', () => {
  it('turns the page dark and its text light', () => {
    expect(luminance(dark.get('surface') ?? '')).toBeLessThan(0.05);
    expect(luminance(dark.get('ink') ?? '')).toBeGreaterThan(0.7);
  });
});
