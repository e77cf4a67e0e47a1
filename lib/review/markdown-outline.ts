// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { slugifyHeading } from '../content/heading-slug';
import { positionWithin } from './problem';
import { listHtmlTags, listHtmlUrls, type HtmlTag } from './raw-html';

/** A link or image of a document, where it starts in the file. */
export type OutlineReference = { url: string; line: number; column: number };
export type OutlineImage = OutlineReference & { alt: string };
/** Raw HTML written in the body: its first opening tag, and whether it stands as a block. */
export type OutlineHtml = { tag: HtmlTag['name']; block: boolean; line: number; column: number };

/** What the checks need from a Markdown body, with positions in the whole file. */
export type MarkdownOutline = {
  tree: Root;
  /** The file line the body starts on: positions in `tree` are this many lines down, minus one. */
  firstLine: number;
  links: OutlineReference[];
  images: OutlineImage[];
  /** The raw HTML (a tag; comments and closing tags alone are not), which pages leave out. */
  html: OutlineHtml[];
  /** The ids the renderer gives the h2 and h3 (`## Título {#id}` or from the text). */
  headingIds: Set<string>;
  /** The ids of the h2 only: a document split into sections also answers to `{id}-titulo`. */
  h2Ids: Set<string>;
};

const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

/** A node's text as the page shows it: text and inline code, without image alt text or raw HTML. */
export function textOfNode(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (!('children' in node)) return '';
  return (node.children as Nodes[]).map(textOfNode).join('');
}

/** Nodes whose raw HTML children are blocks of their own; in any other, HTML is inline. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/** The last outline of each file, reused while the file's body stays the same. */
const lastOutlines = new Map<
  string,
  { body: string; firstLine: number; outline: MarkdownOutline }
>();

/**
 * Parses a Markdown body (GitHub Flavored) that starts on `firstLine` of its file. Given the
 * file, the outline is reused until the body changes: under `npm run dev` a save parses again
 * only the file that changed.
 */
export function outlineMarkdown(body: string, firstLine = 1, file?: string): MarkdownOutline {
  const last = file === undefined ? undefined : lastOutlines.get(file);
  if (last && last.body === body && last.firstLine === firstLine) return last.outline;
  const outline = parseOutline(body, firstLine);
  if (file !== undefined) lastOutlines.set(file, { body, firstLine, outline });
  return outline;
}

function parseOutline(body: string, firstLine: number): MarkdownOutline {
  const tree = parser.parse(body);
  const outline: MarkdownOutline = {
    tree,
    firstLine,
    links: [],
    images: [],
    html: [],
    headingIds: new Set(),
    h2Ids: new Set(),
  };
  const taken = new Set<string>();
  const at = (node: Nodes) => ({
    line: (node.position?.start.line ?? 1) + firstLine - 1,
    column: node.position?.start.column ?? 1,
  });
  const atOffset = (node: Nodes & { value: string }, offset: number) =>
    positionWithin(at(node), node.value, offset);
  const visit = (node: Nodes, parent?: Nodes) => {
    if (node.type === 'html') {
      const [tag] = listHtmlTags(node.value);
      if (tag) {
        const block = FLOW_PARENTS.has(parent?.type ?? 'root');
        outline.html.push({ tag: tag.name, block, ...atOffset(node, tag.offset) });
      }
      for (const { offset, ...found } of listHtmlUrls(node.value)) {
        const place = { url: found.url, ...atOffset(node, offset) };
        if (found.image) outline.images.push({ ...place, alt: found.alt });
        else outline.links.push(place);
      }
    } else if (node.type === 'link' || node.type === 'definition') {
      // A bare URL right after `](` is the address of a `[texto](…)` Markdown did not read as a
      // link: the check of the rendered page reports that link whole.
      const start = node.position?.start.offset ?? 0;
      const unread = start >= 2 && body.startsWith('](', start - 2);
      // A bare www. address is linked with http://: the check reports it as written.
      const url = body.startsWith('www.', start)
        ? body.slice(start, node.position?.end.offset)
        : node.url;
      if (!unread) outline.links.push({ url, ...at(node) });
    } else if (node.type === 'image') {
      outline.images.push({ url: node.url, alt: node.alt ?? '', ...at(node) });
    } else if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const text = textOfNode(node);
      const explicit = EXPLICIT_ID.exec(text);
      const id = explicit?.[1] ?? slugifyHeading(text.trim(), taken);
      taken.add(id);
      outline.headingIds.add(id);
      if (node.depth === 2) outline.h2Ids.add(id);
    }
    if ('children' in node) (node.children as Nodes[]).forEach((child) => visit(child, node));
  };
  visit(tree);
  return outline;
}

/** The line a Markdown file's body starts on, given the whole file and its body (a suffix of it). */
export function getBodyFirstLine(source: string, body: string): number {
  return source.slice(0, source.length - body.length).split('\n').length;
}
