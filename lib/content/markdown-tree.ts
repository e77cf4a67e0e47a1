// lib/content: build time (Node). The Markdown pipeline to an HTML tree, shared by every rendering and the content checks.
import type { Root } from 'hast';
import type { Root as MarkdownRoot } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { rehypeCodeBlocks, rehypeHighlightCode } from './code-blocks';
import { slugifyHeading } from './heading-slug';

/** One entry of a document's table of contents. */
export type TocEntry = { id: string; text: string; level: 2 | 3 };

export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
  children?: HastNode[];
};

/** `## Título {#id}` fixes a heading's id instead of deriving it from the text. */
const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** Removes a trailing `{#id}` from the heading's last text and returns the id, if any. */
function takeExplicitId(heading: HastNode): string | undefined {
  const last = heading.children?.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value ?? '');
  if (!match) return undefined;
  last.value = (last.value ?? '').slice(0, match.index);
  return match[1];
}

/** Gives every h2/h3 an id and records it for the table of contents. */
function rehypeHeadingIds(toc: TocEntry[]) {
  return () => (tree: HastNode) => {
    const taken = new Set<string>();
    const visit = (node: HastNode) => {
      if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
        const explicitId = takeExplicitId(node);
        const text = textOf(node).trim();
        const id = explicitId ?? slugifyHeading(text, taken);
        taken.add(id);
        node.properties = { ...node.properties, id };
        toc.push({ id, text, level: node.tagName === 'h2' ? 2 : 3 });
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** Class names of the numbered sections a document may be split into (see `sections`). */
export type SectionClassNames = { section?: string; title?: string; number?: string };

/**
 * Wraps each h2 and what follows it in a `<section>` that takes the heading's id (the anchor the
 * table of contents links to), labelled by the heading, whose text starts with its number.
 */
export function rehypeNumberedSections(classNames: SectionClassNames) {
  return () => (tree: HastNode) => {
    const children: HastNode[] = [];
    let section: HastNode | undefined;
    let number = 0;
    for (const node of tree.children ?? []) {
      if (node.type === 'element' && node.tagName === 'h2') {
        const id = String(node.properties?.id);
        const titleId = `${id}-titulo`;
        number += 1;
        node.properties = { ...node.properties, id: titleId, className: classNames.title };
        node.children = [
          {
            type: 'element',
            tagName: 'span',
            properties: { className: classNames.number },
            children: [{ type: 'text', value: `${number}.` }],
          },
          { type: 'text', value: ' ' },
          ...(node.children ?? []),
        ];
        section = {
          type: 'element',
          tagName: 'section',
          properties: { id, className: classNames.section, ariaLabelledBy: titleId },
          children: [node],
        };
        children.push(section);
      } else if (section) {
        section.children?.push(node);
      } else {
        children.push(node);
      }
    }
    tree.children = children;
  };
}

/** Class names the renderer puts on the elements it adds around headings, tables and code. */
export type MarkdownClassNames = {
  headingAnchor?: string;
  tableScroll?: string;
  /** The box around a code block. */
  codeBlock?: string;
  /** A code block's language label. */
  codeLabel?: string;
};

/** The rehype plugins of every rendering: highlighted code, code blocks, heading ids, then `last`. */
export function listRehypePlugins(
  classNames: MarkdownClassNames,
  toc: TocEntry[],
  last: PluggableList,
  { highlight = true } = {},
): PluggableList {
  const coloring = highlight ? [rehypeHighlightCode] : [];
  return [...coloring, rehypeCodeBlocks(classNames), rehypeHeadingIds(toc), ...last];
}

const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();

/** Parsed Markdown (GitHub Flavored) to an HTML tree, through the given rehype plugins. */
function runRehype(tree: MarkdownRoot, rehypePlugins: PluggableList): Root {
  return unified().use(remarkRehype).use(rehypePlugins).runSync(tree) as Root;
}

/** Plain Markdown to an HTML tree, through remark-gfm and the given rehype plugins. */
export function toHtmlTree(source: string, rehypePlugins: PluggableList): Root {
  return runRehype(markdownParser.parse(source), rehypePlugins);
}

/**
 * The HTML tree a page draws from a Markdown body already parsed (remark-parse and remark-gfm,
 * as `outlineMarkdown` does): the markup of `renderMarkdownToHtml` or, with `sections`, the
 * numbered sections of a legal text. Raw HTML is not in it, as on the page. Its nodes keep the
 * Markdown's positions, so a check of what the page becomes can name the line it comes from.
 * The code is not coloured: that only adds spans inside code blocks, and costs two thirds of
 * the rendering.
 */
export function renderPageTree(tree: MarkdownRoot, { sections = false } = {}): Root {
  const last = sections ? rehypeNumberedSections({}) : rehypeStaticComponents({});
  return runRehype(tree, listRehypePlugins({}, [], [last], { highlight: false }));
}

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** What `buildComponents` adds around headings, tables and links, done on the HTML tree. */
export function rehypeStaticComponents(classNames: MarkdownClassNames) {
  return () => (tree: HastNode) => {
    const visit = (node: HastNode): HastNode => {
      node.children = node.children?.map(visit);
      if (node.type !== 'element') return node;
      // React drops the line breaks between a table's rows and cells; so does this markup.
      if (TABLE_PARTS.has(node.tagName ?? '')) {
        node.children = node.children?.filter(
          (child) => child.type !== 'text' || (child.value ?? '').trim() !== '',
        );
      }
      if (node.tagName === 'h2' || node.tagName === 'h3') {
        const anchor: HastNode = {
          type: 'element',
          tagName: 'a',
          properties: {
            href: `#${String(node.properties?.id)}`,
            className: classNames.headingAnchor,
          },
          children: node.children,
        };
        return { ...node, children: [anchor] };
      }
      if (node.tagName === 'table') {
        return {
          type: 'element',
          tagName: 'div',
          properties: {
            className: classNames.tableScroll,
            role: 'region',
            ariaLabel: 'Tabla',
            tabIndex: 0,
          },
          children: [node],
        };
      }
      if (node.tagName === 'a' && /^https?:\/\//.test(String(node.properties?.href ?? ''))) {
        node.properties = { ...node.properties, target: '_blank', rel: 'noopener noreferrer' };
      }
      return node;
    };
    visit(tree);
  };
}
