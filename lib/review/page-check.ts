// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import type { Nodes, Root } from 'hast';
import { readCodeBlockLanguage } from '../content/code-blocks';
import { isFenceLanguage, listFenceLanguages } from '../content/code-languages';
import { renderPageTree } from '../content/markdown-tree';
import { TEMPLATE_IDS, type PageKind } from '../content/page-ids';
import { findClosest } from './closest';
import { checkHeadingText, checkLinkText } from './element-text';
import type { MarkdownOutline, OutlineHtml } from './markdown-outline';
import { listShownTexts, type Place, type Report } from './page-text';
import { positionWithin, type Problem } from './problem';
import { checkDroppedMarkdown, checkShownText } from './raw-markdown';

/** How to write in Markdown what some HTML tags do. */
const MARKDOWN_FOR: Readonly<Record<string, string>> = {
  a: 'escribe el enlace en Markdown: [texto](/ruta)',
  img: 'escribe la imagen en Markdown: ![Lo que muestra la imagen](/images/blog/foto.webp)',
  b: 'escribe la negrita en Markdown: **texto**',
  strong: 'escribe la negrita en Markdown: **texto**',
  i: 'escribe la cursiva en Markdown: *texto*',
  em: 'escribe la cursiva en Markdown: *texto*',
  br: 'para cortar la línea, termínala con una barra invertida (\\)',
};

function reportRawHtml({ tag, block, ...at }: OutlineHtml, report: Report): void {
  report(
    at,
    block
      ? `el bloque de HTML <${tag}> no se muestra: la página lo quita entero, con su texto`
      : `la etiqueta HTML <${tag}> no se muestra: la página la quita y deja solo su texto`,
    MARKDOWN_FOR[tag.toLowerCase()] ??
      'escríbelo en Markdown (títulos ##, listas, tablas, **negritas**, [enlaces](/ruta)) o quítalo',
  );
}

/** `[texto][etiqueta]` or `[texto][]` left as text: its label has no `[etiqueta]: /ruta`. */
const UNDEFINED_REFERENCE = /\[([^[\]]+)\]\[([^[\]]*)\]/g;

function checkReferences(text: string, start: Place, report: Report): void {
  for (const match of text.matchAll(UNDEFINED_REFERENCE)) {
    const [written, content = '', label = ''] = match;
    const name = label || content;
    report(
      positionWithin(start, text, match.index),
      `${written}: la etiqueta «${name}» no está definida, y la página muestra los corchetes como texto`,
      `defínela en una línea aparte ([${name}]: /ruta) o escribe el enlace directo: [${content}](/ruta)`,
    );
  }
}

function checkCodeLanguage(name: string, at: Place, report: Report): void {
  const known = listFenceLanguages();
  const closest = findClosest(name.toLowerCase(), known);
  report(
    at,
    `el bloque de código en «${name}» no se puede colorear: la página lo muestra como texto simple`,
    `${closest ? `¿quisiste decir ${closest}? ` : ''}Escribe uno de estos lenguajes tras las comillas: ${known.join(', ')} (text, sin colores)`,
  );
}

/** Refuses an h1 (the page's title is the h1) and a heading that skips a level; returns its level. */
function checkHeading(depth: number, previous: number, at: Place, report: Report): number {
  const marks = (level: number) => `${'#'.repeat(level)} (h${level})`;
  if (depth === 1) {
    report(
      at,
      'el cuerpo lleva un título # (h1), pero la página ya tiene uno: el título del encabezado',
      'usa ## para una sección o ### para una subsección',
    );
  } else if (depth > previous + 1) {
    report(
      at,
      `el encabezado ${marks(depth)} salta un nivel: va después de ${previous === 1 ? 'el título de la página (h1)' : `un ${marks(previous)}`}`,
      `usa ${marks(previous + 1)}, o pon antes un encabezado de ese nivel`,
    );
  }
  return depth;
}

/** A node's children (the renderer leaves `children: undefined` on the text it visits). */
const childrenOf = (node: Nodes): Nodes[] =>
  'children' in node && Array.isArray(node.children) ? node.children : [];

/**
 * The problems of each outline's page, kept while the outline is (until its file changes): not
 * its HTML tree, which would hold as much memory again as the Markdown's.
 */
const pageProblems = new WeakMap<
  MarkdownOutline,
  { file: string; page: PageKind; problems: readonly Problem[] }
>();

/** The document a page draws: its file and the kind of page. */
type DrawnDocument = { file: string; page: PageKind };

/**
 * The errors of what a Markdown body becomes on its page, read from the HTML tree the renderer
 * draws (`renderPageTree`) with each node at its Markdown line and column: raw HTML, which the
 * page leaves out; `[texto][etiqueta]` with no such label, shown as text; any other Markdown
 * the page would show as text or drop (`checkShownText`, `checkDroppedMarkdown`); an id two
 * elements share, or one the page's template already gives its own element (`TEMPLATE_IDS`); a
 * `#` (h1) in the body, where the page's title is the h1; a heading that skips a level, ends in
 * «:» or has no words; a link with no text; and a code block in a language the highlighter lacks.
 */
export function checkRenderedPage(outline: MarkdownOutline, document: DrawnDocument): Problem[] {
  const last = pageProblems.get(outline);
  if (last && last.file === document.file && last.page === document.page) {
    return [...last.problems];
  }
  const problems = findPageProblems(
    outline,
    document,
    renderPageTree(outline.tree, { sections: document.page === 'legal' }),
  );
  pageProblems.set(outline, { file: document.file, page: document.page, problems });
  return [...problems];
}

function findPageProblems(
  outline: MarkdownOutline,
  document: DrawnDocument,
  tree: Root,
): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (at, message, fix) =>
    problems.push({ file: document.file, ...at, severity: 'error', message, fix });
  // In MDX, a PascalCase tag is a component: the renderer checks those (see `renderMarkdown`).
  const isComponent = (tag: string) => document.file.endsWith('.mdx') && /^[A-Z]/.test(tag);
  for (const html of outline.html) if (!isComponent(html.tag)) reportRawHtml(html, report);
  const place = (node: Nodes): Place | undefined => {
    if (node.position) {
      const { line, column } = node.position.start;
      return { line: line + outline.firstLine - 1, column };
    }
    // A section the renderer adds is where its heading is.
    for (const child of childrenOf(node)) {
      const found = place(child);
      if (found) return found;
    }
    return undefined;
  };
  const ids = new Map<string, Place>();
  const clashes = new Set<string>();
  const templateIds = TEMPLATE_IDS[document.page];
  const checkId = (id: unknown, at: Place) => {
    if (typeof id !== 'string') return;
    const template = Object.hasOwn(templateIds, id) ? templateIds[id] : undefined;
    if (template) {
      report(
        at,
        `el id «${id}» ya lo usa la página para ${template}: se repetiría, y los enlaces #${id} llevarían allí`,
        'cambia el texto del encabezado o dale otro id con {#id} al final',
      );
      return;
    }
    const first = ids.get(id);
    if (!first) {
      ids.set(id, at);
      return;
    }
    // A legal text's section and its title share a place: one error is enough for both ids.
    const key = `${at.line}:${at.column}`;
    if (clashes.has(key)) return;
    clashes.add(key);
    report(
      at,
      `el id «${id}» se repite: ya lo lleva el encabezado de la línea ${first.line}, y los enlaces #${id} solo llevan al primero`,
      'dale a uno de los dos otro {#id} al final del encabezado, o cambia su texto',
    );
  };
  let level = 1;
  const visit = (node: Nodes, inCode: boolean) => {
    // The notes the renderer gathers at the end: `checkDroppedMarkdown` refuses each at its citation.
    if (node.type === 'element' && node.properties.dataFootnotes !== undefined) return;
    const at = place(node) ?? { line: outline.firstLine, column: 1 };
    if (node.type === 'text' && !inCode) checkReferences(node.value, at, report);
    if (node.type === 'element') {
      checkId(node.properties.id, at);
      const depth = Number(/^h([1-6])$/.exec(node.tagName)?.[1] ?? 0);
      if (depth > 0) {
        level = checkHeading(depth, level, at, report);
        checkHeadingText(node, at, place, report);
      }
      // The page's own links (a heading's anchor) have no place in the Markdown.
      if (node.tagName === 'a' && node.position) checkLinkText(node, at, report);
      const language = node.tagName === 'pre' ? readCodeBlockLanguage(node) : undefined;
      if (language && !isFenceLanguage(language)) checkCodeLanguage(language, at, report);
    }
    const code = inCode || (node.type === 'element' && ['pre', 'code'].includes(node.tagName));
    for (const child of childrenOf(node)) visit(child, code);
  };
  visit(tree, false);
  for (const shown of listShownTexts(tree, place)) checkShownText(shown, report);
  checkDroppedMarkdown(
    outline.tree,
    ({ position }) => ({
      line: (position?.start.line ?? 1) + outline.firstLine - 1,
      column: position?.start.column ?? 1,
    }),
    report,
  );
  return problems;
}
