// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import { createHash } from 'node:crypto';
import { readScriptLoader } from './deferred-scripts';
import type { PageInlineCode } from './security-headers';

/** A page of the export carries inline code the Content-Security-Policy must not allow. */
export class InlineCodeError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'InlineCodeError';
  }
}

/** The CSP source for a script or style text: `'sha256-<base64>'` of its UTF-8 bytes. */
export function hashSource(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const FLIGHT_BOOTSTRAP =
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(?:;self\.__next_f\.push\((\[2,.*\])\))?$/s;
const FLIGHT_CHUNK = /^self\.__next_f\.push\((\[.*\])\)$/s;
const TURBOPACK_BOOTSTRAP = new RegExp(
  String.raw`^\(globalThis\[(${JSON_STRING})\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((\{.*\})\);$`,
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isFlightChunk(argument: string): boolean {
  const chunk = parseJson(argument);
  // [1, text] carries React Server Components data, [3, base64] its binary chunks.
  return (
    Array.isArray(chunk) &&
    chunk.length === 2 &&
    (chunk[0] === 1 || chunk[0] === 3) &&
    typeof chunk[1] === 'string'
  );
}

/**
 * Whether an inline script is one Next.js writes into every exported page (the flight-data
 * bootstrap, a flight-data chunk, or Turbopack's chunk-group bootstrap) or the loader that
 * starts the framework after the first paint (`deploy/deferred-scripts.ts`). Each is fixed code
 * around a JSON literal, so nothing but data can hide in it.
 */
export function isFrameworkScript(text: string): boolean {
  if (readScriptLoader(text)) return true;
  const bootstrap = FLIGHT_BOOTSTRAP.exec(text);
  if (bootstrap) return bootstrap[1] === undefined || parseJson(bootstrap[1]) !== undefined;
  const chunk = FLIGHT_CHUNK.exec(text);
  if (chunk) return isFlightChunk(chunk[1] ?? '');
  const lines = text.split('\n');
  return lines.every((line) => {
    const match = TURBOPACK_BOOTSTRAP.exec(line);
    return match !== null && parseJson(match[2] ?? '') !== undefined;
  });
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Decodes the character references React writes into attribute values. */
function decodeAttribute(file: string, value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const character = ENTITIES[name.toLowerCase()];
    if (character === undefined)
      throw new InlineCodeError(file, `referencia de carácter desconocida ${reference}`);
    return character;
  });
}

const VALUE = String.raw`(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+)`;
const ATTRIBUTE = new RegExp(String.raw`\s+([^\s"'>/=]+)(?:\s*=\s*(${VALUE}))?`, 'g');
const TAG = new RegExp(
  String.raw`<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*${VALUE})?)*)\s*/?>`,
  'y',
);

interface Tag {
  name: string;
  attributes: Map<string, string>;
  /** The raw text of a `<script>` or `<style>` element. */
  text?: string;
  source: string;
}

function parseAttributes(file: string, text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', raw] of text.matchAll(ATTRIBUTE)) {
    const unquoted = raw && /^["']/.test(raw) ? raw.slice(1, -1) : (raw ?? '');
    attributes.set(name.toLowerCase(), decodeAttribute(file, unquoted));
  }
  return attributes;
}

/** Every start tag of an exported page, with the raw text of its scripts and styles. */
function readTags(file: string, html: string): Tag[] {
  const lower = html.toLowerCase();
  const tags: Tag[] = [];
  let position = lower.search(/<[a-z]/);
  while (position !== -1) {
    TAG.lastIndex = position;
    const match = TAG.exec(html);
    if (!match)
      throw new InlineCodeError(
        file,
        `etiqueta ilegible: «${preview(html.slice(position, position + 80))}»`,
      );
    const name = (match[1] ?? '').toLowerCase();
    const tag: Tag = { name, attributes: parseAttributes(file, match[2] ?? ''), source: match[0] };
    let next = TAG.lastIndex;
    if (name === 'script' || name === 'style') {
      const end = lower.indexOf(`</${name}`, next);
      tag.text = html.slice(next, end === -1 ? html.length : end);
      next = end === -1 ? html.length : end;
    }
    tags.push(tag);
    const found = lower.slice(next).search(/<[a-z]/);
    position = found === -1 ? -1 : next + found;
  }
  return tags;
}

const preview = (text: string) => {
  const start = text.trim().replace(/\s+/g, ' ');
  return start.length > 80 ? `${start.slice(0, 80)}…` : start;
};

const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href'];

/** The hash of an inline script, null for data and same-origin files; throws for the rest. */
function hashScript(file: string, { attributes, text = '' }: Tag): string | null {
  const type = (attributes.get('type') ?? '').trim().toLowerCase();
  // JSON-LD is data: the browser never runs it and CSP does not apply to it.
  if (type === 'application/ld+json') return null;
  if (!JAVASCRIPT_TYPES.has(type))
    throw new InlineCodeError(file, `script de tipo desconocido "${type}": «${preview(text)}»`);
  const src = attributes.get('src');
  if (src !== undefined) {
    if (!src.startsWith('/') || src.startsWith('//'))
      throw new InlineCodeError(file, `script de otro origen: ${src}`);
    return null;
  }
  if (!isFrameworkScript(text))
    throw new InlineCodeError(file, `script en línea que no es de Next.js: «${preview(text)}»`);
  return hashSource(text);
}

/** Throws for code that runs from an attribute: an inline event handler or a `javascript:` URL. */
function checkAttributes(file: string, { attributes, source }: Tag): void {
  for (const [name, value] of attributes) {
    if (name.startsWith('on'))
      throw new InlineCodeError(
        file,
        `manejador de eventos en línea ${name}: «${preview(source)}»`,
      );
    if (URL_ATTRIBUTES.includes(name) && /^\s*javascript:/i.test(value))
      throw new InlineCodeError(file, `URL javascript: en «${preview(source)}»`);
  }
}

/**
 * Reads the inline code of one exported page and returns the hashes its policy must allow.
 * Throws an `InlineCodeError` naming the file and the start of the code for anything that is
 * not the framework's own: another inline script, a script from another origin, an inline
 * event handler or a `javascript:` URL.
 */
export function collectInlineCode(file: string, html: string): PageInlineCode {
  const scriptHashes: string[] = [];
  const styleElementHashes: string[] = [];
  const styleAttributeHashes: string[] = [];
  for (const tag of readTags(file, html)) {
    checkAttributes(file, tag);
    const style = tag.attributes.get('style');
    if (style !== undefined) styleAttributeHashes.push(hashSource(style));
    if (tag.name === 'style') styleElementHashes.push(hashSource(tag.text ?? ''));
    const scriptHash = tag.name === 'script' ? hashScript(file, tag) : null;
    if (scriptHash) scriptHashes.push(scriptHash);
  }
  return { scriptHashes, styleElementHashes, styleAttributeHashes };
}
