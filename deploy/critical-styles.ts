// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * Build step: an exported page paints with only the styles it uses, written in the page.
 *
 * The page's stylesheets (only its own components' CSS: Turbopack's graph chunking,
 * next.config.mjs) are split by deploy/page-styles.ts. What the first paint uses goes in a
 * `<style>` in the head. The rest is written once as a stylesheet of its own, shared by every
 * page whose rest is the same, and the script loader adds it after the first paint
 * (deploy/deferred-scripts.ts), with the framework's stylesheets disabled for React to adopt. A
 * `<noscript>` keeps the framework's stylesheets for a browser without scripts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseScriptLoader, renderScriptLoader } from './deferred-scripts';
import { splitPageStyles } from './page-styles';

export class CriticalStylesError extends Error {}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const STYLE_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="style")[^>]*>/g;
const LOADER_SCRIPT = /<script>([^<]*)<\/script>/g;

/** The head as a browser with scripts reads it: a `<noscript>`'s content is only text there. */
const headOf = (html: string) =>
  html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
/** The address of a `<link>` tag. */
export const hrefOf = (link: string) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? '';

/** The stylesheets a page loads from `<head>`: each holds back its first paint. */
export function listBlockingStylesheets(html: string): string[] {
  return [...headOf(html).matchAll(STYLESHEET_LINK)].map((match) => match[0]);
}

/** The `<style>` elements of a page's head, as text. */
export function listInlineStyles(html: string): string[] {
  return [...headOf(html).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Where the rest of a page's CSS is written, named by its content. */
const REST_STYLES_DIR = '/_next/static/chunks';

/**
 * The page with its first paint's CSS in a `<style>` where its first stylesheet was, its
 * stylesheets in a `<noscript>` after it, and its script loader given the stylesheet at
 * `restHref` and the framework's stylesheets. A style preload of the head (the error boundary's,
 * which the page does not draw) goes too: it would take bandwidth from the page's largest image,
 * and the route's payload names it again for React.
 */
export function rewritePage(
  label: string,
  html: string,
  styles: { firstPaint: string; restHref: string | null },
): string {
  const headEnd = html.indexOf('</head>');
  const links = listBlockingStylesheets(html);
  const first = links[0];
  if (first === undefined || headEnd === -1)
    throw new CriticalStylesError(`${label}: no tiene hojas de estilo en <head>`);
  let loaders = 0;
  const head = html
    .slice(0, headEnd)
    .replace(STYLESHEET_LINK, (link) => (links.includes(link) && link !== first ? '' : link))
    .replace(STYLE_PRELOAD, '')
    .replace(first, `<style>${styles.firstPaint}</style><noscript>${links.join('')}</noscript>`);
  const body = html.slice(headEnd).replace(LOADER_SCRIPT, (tag, text: string) => {
    const loader = parseScriptLoader(text);
    if (!loader) return tag;
    loaders += 1;
    const rest = styles.restHref ? [styles.restHref] : [];
    return `<script>${renderScriptLoader(loader.scripts, rest, links.map(hrefOf))}</script>`;
  });
  if (loaders !== 1)
    throw new CriticalStylesError(`${label}: se esperaba un cargador de scripts y hay ${loaders}`);
  return `${head}${body}`;
}

/**
 * One step for a whole export, so each stylesheet is read once: `inline(label, html)` returns
 * the page rewritten and writes the rest of its CSS (once per distinct rest) under out/. Fails
 * naming the page when a stylesheet cannot be read or the page does not have the expected shape.
 */
export function createCriticalStyles(outDir: string) {
  const sheets = new Map<string, string>();
  const read = (label: string, href: string) => {
    let css = sheets.get(href);
    if (css === undefined) {
      const file = path.join(outDir, href);
      if (!href.startsWith('/_next/static/') || !existsSync(file))
        throw new CriticalStylesError(`${label}: no encuentro la hoja de estilo ${href}`);
      css = readFileSync(file, 'utf8');
      sheets.set(href, css);
    }
    return { href, css };
  };
  const written = new Set<string>();

  return function inline(label: string, html: string): string {
    const hrefs = listBlockingStylesheets(html).map(hrefOf);
    if (hrefs.length === 0) return html;
    const { firstPaint, rest, orderConflicts } = splitPageStyles(
      html,
      hrefs.map((href) => read(label, href)),
    );
    if (orderConflicts.length > 0)
      throw new CriticalStylesError(
        `${label}: ${orderConflicts.join('; ')}. Cada página carga sus propias hojas y no ` +
          'guardan un orden: la clase que debe ganar lo dice con @include over-shared ' +
          '(styles/_mixins.scss)',
      );
    let restHref: string | null = null;
    if (rest.trim() !== '') {
      const hash = createHash('sha256').update(rest).digest('base64url').slice(0, 16);
      restHref = `${REST_STYLES_DIR}/resto-${hash}.css`;
      if (!written.has(restHref)) {
        writeFileSync(path.join(outDir, restHref), rest);
        written.add(restHref);
      }
    }
    return rewritePage(label, html, { firstPaint, restHref });
  };
}
