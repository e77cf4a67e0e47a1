/** @jest-environment jsdom */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import axe from 'axe-core';
import { isMessageTemplate } from '@/server/client-area/mail/message-schemas';
import { MESSAGE_LABELS, type MessageTemplate } from '@/server/client-area/mail/message-types';
import { MAIL_COLORS } from '@/server/client-area/mail/theme';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const TEMPLATES = Object.keys(MESSAGE_LABELS).filter(isMessageTemplate);

const html = new Map<MessageTemplate, string>();
let folder = '';

// The samples as `npm run correos:muestras` writes them, in a process of its own under tsx:
// @react-email/render loads react-dom/server with a dynamic import() that Jest cannot run.
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'correo-a11y-'));
  await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'server/client-area/mail/write-samples.ts',
    folder,
  ]);
  for (const template of TEMPLATES) {
    html.set(template, readFileSync(path.join(folder, `${template}.html`), 'utf8'));
  }
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Makes the rendered message this test's document, its `<html lang>` and `<head>` included. */
function loadMessage(template: MessageTemplate) {
  const parsed = new DOMParser().parseFromString(html.get(template) ?? '', 'text/html');
  document.replaceChild(
    document.importNode(parsed.documentElement, true),
    document.documentElement,
  );
}

/** `#0b7a3e` or `rgb(11, 122, 62)` as its three channels. */
function readColor(value: string): number[] {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value);
  if (hex) return hex.slice(1).map((channel) => parseInt(channel, 16));
  return (value.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = readColor(color).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** The nearest inline value of `property` from `element` up: mail clients read inline styles. */
function inherited(element: Element, property: 'color' | 'backgroundColor'): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = node instanceof HTMLElement ? node.style[property] : '';
    if (value && value !== 'transparent') return value;
  }
  return property === 'color' ? '#000000' : '#ffffff';
}

/** Whether `element` or an ancestor is hidden (the inbox preview line). */
const isHidden = (element: Element) => element.closest('[style*="display:none"]') !== null;

/** Every visible element with text of its own, with its text colour and the colour behind it. */
function listTextColors() {
  return [...document.body.querySelectorAll('*')]
    .filter((element) => !isHidden(element))
    .filter((element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      ),
    )
    .map((element) => ({
      text: element.textContent?.trim().slice(0, 40),
      ratio: contrastRatio(inherited(element, 'color'), inherited(element, 'backgroundColor')),
    }));
}

describe.each(TEMPLATES)('the message %s', (template) => {
  beforeEach(() => loadMessage(template));

  it('passes axe’s WCAG rules', async () => {
    // jsdom lays nothing out, so axe cannot tell what lies behind a text: it reports colour
    // contrast as unknown, never as a pass. The next test measures it from the inline styles.
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
    expect(violations).toEqual([]);
  });

  it('gives every text at least 4.5:1 against what is behind it', () => {
    const texts = listTextColors();
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter(({ ratio }) => ratio < 4.5)).toEqual([]);
  });

  it('has one heading of the first level and keeps its light scheme', () => {
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.documentElement.lang).toBe('es');
    const meta = (name: string) =>
      document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
    expect(meta('color-scheme')).toBe('light');
    expect(meta('supported-color-schemes')).toBe('light');
  });
});

it('draws the button and the links in colours that keep 4.5:1', () => {
  expect(contrastRatio(MAIL_COLORS.onAccent, MAIL_COLORS.accent)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(MAIL_COLORS.accent, MAIL_COLORS.page)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(MAIL_COLORS.muted, MAIL_COLORS.accentSoft)).toBeGreaterThanOrEqual(4.5);
});
