// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * Build step: moves the framework's scripts of an exported page behind its first paint.
 *
 * Next.js writes its chunks as `<script src async>` tags (and one low-priority preload) that a
 * browser fetches and often runs before the first frame, so a phone paints the page only once
 * the framework has started. Here those tags leave the markup and a small inline loader adds
 * them back, in their original order, once the page has painted. Until then the page is plain,
 * readable HTML whose links work; then it hydrates as before.
 */

/** A page of the export does not have the markup this step expects. */
export class DeferredScriptsError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'DeferredScriptsError';
  }
}

const CHUNK_PATH = /^\/_next\/static\/[\w./-]+\.js$/;

// The loader is one expression around three JSON lists of same-origin paths (chunks, stylesheets
// and the framework's own stylesheets), so the Content-Security-Policy step can recognise it
// exactly and nothing else can hide in it. It waits for the browser's first paint entry (where
// paint timing is unknown it loads at once). Then it adds the stylesheets with the rest of the
// page's CSS (the first paint's is written in the page: deploy/critical-styles.ts), and the
// framework's stylesheets as Next.js marks them (`data-precedence="next"`) but disabled: React
// finds them and adopts them instead of adding them again, and the browser neither fetches nor
// applies them, since their rules are already in the page. Then one script per task, through a
// MessageChannel: starting a request costs the main thread a few milliseconds, and nine in one task
// made a long one on a slow phone. It uses no timer, so a test that stops the page's clock still
// sees the page hydrate. Each script carries the `async` attribute, as the tags it replaces did:
// React looks for `script[async][src]` before adding a chunk the route payload names, so it adopts
// these instead of loading and running the same file a second time while it hydrates.
const LOADER_PREFIX =
  '(function(s,t,u){var d=0,w=window.PerformanceObserver;' +
  'function a(h,p){var k=document.createElement("link");k.rel="stylesheet";k.href=h;' +
  'if(p){k.setAttribute("data-precedence","next");k.setAttribute("disabled","")}document.head.appendChild(k)}' +
  'function l(){if(d)return;d=1;var j;for(j=0;t[j];j++)a(t[j]);for(j=0;u[j];j++)a(u[j],1);' +
  'var c=new MessageChannel,i=0;c.port1.onmessage=function(){var e=document.createElement("script");' +
  'e.src=s[i++];e.setAttribute("async","");document.body.appendChild(e);if(s[i])c.port2.postMessage(0)};' +
  'c.port2.postMessage(0)}' +
  'if(w&&(w.supportedEntryTypes||[]).indexOf("paint")>=0){var o=new w(function(){o.disconnect();l()});' +
  'o.observe({type:"paint",buffered:true})}else l()})(';
const LOADER_SUFFIX = ')';

const STYLESHEET_PATH = /^\/_next\/static\/[\w./-]+\.css$/;

/** What the loader adds after the first paint. */
export type LoaderLists = {
  scripts: string[];
  /** Stylesheets to apply: the rest of the page's CSS. */
  stylesheets: string[];
  /** The framework's stylesheets, added disabled for React to adopt. */
  adopted: string[];
};

/**
 * The inline loader that, after the first paint, adds the stylesheets to the head and appends
 * `scripts` (async, in this order, one per task).
 */
export function renderScriptLoader(
  scripts: readonly string[],
  stylesheets: readonly string[] = [],
  adopted: readonly string[] = [],
): string {
  const lists = [scripts, stylesheets, adopted].map((list) => JSON.stringify(list)).join(',');
  return `${LOADER_PREFIX}${lists}${LOADER_SUFFIX}`;
}

/** The lists of a loader written by `renderScriptLoader`, or null for any other text. */
export function parseScriptLoader(text: string): LoaderLists | null {
  if (!text.startsWith(LOADER_PREFIX) || !text.endsWith(LOADER_SUFFIX)) return null;
  let lists: unknown;
  try {
    lists = JSON.parse(`[${text.slice(LOADER_PREFIX.length, -LOADER_SUFFIX.length)}]`);
  } catch {
    return null;
  }
  if (!Array.isArray(lists) || lists.length !== 3) return null;
  const pathsOf = (list: unknown, pattern: RegExp) =>
    Array.isArray(list) && list.every((src) => typeof src === 'string' && pattern.test(src))
      ? (list as string[])
      : null;
  const scripts = pathsOf(lists[0], CHUNK_PATH);
  const stylesheets = pathsOf(lists[1], STYLESHEET_PATH);
  const adopted = pathsOf(lists[2], STYLESHEET_PATH);
  if (!scripts || scripts.length === 0 || !stylesheets || !adopted) return null;
  return { scripts, stylesheets, adopted };
}

/** The chunk paths of a loader written by `renderScriptLoader`, or null for any other text. */
export function readScriptLoader(text: string): string[] | null {
  return parseScriptLoader(text)?.scripts ?? null;
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
const ASYNC_SCRIPT = /^ src="([^"]+)" async=""$/;
const NOMODULE_SCRIPT = /^ src="([^"]+)" noModule=""$/;

export type DeferResult = { html: string; scripts: string[] };

/**
 * Takes the framework's `<script src async>` tags and low-priority script preloads out of an
 * exported page and writes the loader before `</body>`. Throws, naming the file, when the page
 * does not have the shape Next.js 16 writes (a framework upgrade must not ship pages whose
 * scripts are silently left in place, lost or run twice), or when it was already transformed.
 */
export function deferFrameworkScripts(file: string, html: string): DeferResult {
  const scripts: string[] = [];
  let withoutScripts = html.replace(SCRIPT_TAG, (tag, attributes: string, text: string) => {
    if (readScriptLoader(text))
      throw new DeferredScriptsError(file, 'ya tiene el cargador de scripts');
    if (!/\ssrc=/.test(attributes)) return tag;
    if (text !== '')
      throw new DeferredScriptsError(file, `script con src y contenido: «${tag.slice(0, 120)}»`);
    if (NOMODULE_SCRIPT.test(attributes)) return tag;
    const src = ASYNC_SCRIPT.exec(attributes)?.[1];
    if (src === undefined || !CHUNK_PATH.test(src))
      throw new DeferredScriptsError(
        file,
        `script externo con una forma inesperada: «${tag.slice(0, 120)}» ` +
          '(se esperaba <script src="/_next/static/….js" async="">)',
      );
    if (scripts.includes(src)) throw new DeferredScriptsError(file, `script repetido: ${src}`);
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0)
    throw new DeferredScriptsError(file, 'no tiene scripts <script src async> de Next.js');

  withoutScripts = withoutScripts.replace(SCRIPT_PRELOAD, (_tag, href: string) => {
    if (!scripts.includes(href))
      throw new DeferredScriptsError(file, `precarga de un script que la página no carga: ${href}`);
    return '';
  });
  const stray = /<link\b[^>]*\bas="script"[^>]*>/.exec(withoutScripts);
  if (stray)
    throw new DeferredScriptsError(
      file,
      `precarga de script con una forma inesperada: «${stray[0]}»`,
    );

  const bodyEnd = withoutScripts.lastIndexOf('</body>');
  if (bodyEnd === -1 || withoutScripts.indexOf('</body>') !== bodyEnd)
    throw new DeferredScriptsError(file, 'no tiene exactamente un </body>');
  const loader = `<script>${renderScriptLoader(scripts)}</script>`;
  return {
    html: `${withoutScripts.slice(0, bodyEnd)}${loader}${withoutScripts.slice(bodyEnd)}`,
    scripts,
  };
}
