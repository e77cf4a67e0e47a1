// lib/content: build time (Node, server components). Renders the Markdown of content/: articles and legal texts.
import { toHtml } from 'hast-util-to-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { compileMDX } from 'next-mdx-remote/rsc';
import type { ComponentProps, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import {
  listRehypePlugins,
  rehypeNumberedSections,
  rehypeStaticComponents,
  toHtmlTree,
  type MarkdownClassNames,
  type SectionClassNames,
  type TocEntry,
} from './markdown-tree';

export type { MarkdownClassNames, SectionClassNames, TocEntry } from './markdown-tree';

type MdastNode = {
  type: string;
  name?: string | null;
  attributes?: { type: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: MdastNode[];
};

/**
 * In MDX, lets through only the components the caller passes, with literal attributes: any other
 * tag, `{…}` expression, import or export fails, so a document can run nothing else.
 */
function remarkOnlyComponents(allowed: ReadonlySet<string>, problems: Error[]) {
  const fail = (node: MdastNode, problem: string) => {
    const line = node.position ? `línea ${node.position.start.line}: ` : '';
    const names = [...allowed].map((name) => `<${name} />`).join(', ') || 'ninguno';
    // Kept aside too: the MDX compiler rethrows it wrapped in its own wording.
    const error = new Error(`${line}${problem} (componentes disponibles: ${names})`);
    problems.push(error);
    throw error;
  };
  return () => (tree: MdastNode) => {
    const visit = (node: MdastNode) => {
      if (node.type === 'mdxjsEsm') fail(node, 'import y export no están permitidos');
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        fail(node, 'las expresiones entre llaves {…} no están permitidas');
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        if (!node.name || !allowed.has(node.name)) {
          fail(node, `el componente <${node.name ?? ''}> no existe`);
        }
        const isLiteral = (attribute: { type: string; value?: unknown }) =>
          attribute.type === 'mdxJsxAttribute' &&
          (attribute.value == null || typeof attribute.value === 'string');
        if (!(node.attributes ?? []).every(isLiteral)) {
          fail(node, `<${node.name}> solo acepta atributos con texto literal`);
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

function buildComponents(classNames: MarkdownClassNames, anchoredHeadings: boolean) {
  const heading = (Tag: 'h2' | 'h3') =>
    anchoredHeadings
      ? function Heading({ id, children }: ComponentProps<'h2'>) {
          return (
            <Tag id={id}>
              <a href={`#${id}`} className={classNames.headingAnchor}>
                {children}
              </a>
            </Tag>
          );
        }
      : (props: ComponentProps<'h2'>) => <Tag {...props} />;
  return {
    h2: heading('h2'),
    h3: heading('h3'),
    // Wide tables scroll inside their own keyboard-reachable box on small screens.
    table: (props: ComponentProps<'table'>) => (
      <div className={classNames.tableScroll} role="region" aria-label="Tabla" tabIndex={0}>
        <table {...props} />
      </div>
    ),
    a: MarkdownLink,
  };
}

/** The renderer's link: external (http/https) links open in a new tab, safely. */
export function MarkdownLink({ href = '', ...props }: ComponentProps<'a'>) {
  return /^https?:\/\//.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
  ) : (
    <a href={href} {...props} />
  );
}

type MdxComponents = NonNullable<Parameters<typeof compileMDX>[0]['components']>;

/** What a document may add to plain Markdown rendering. */
export type MarkdownOptions = {
  /**
   * `mdx` lets the document use the PascalCase entries of `components` as tags; nothing else in
   * it can run. `md` (the default) shows raw HTML and `{…}` as text.
   */
  format?: 'md' | 'mdx';
  /** Replace the renderer's elements (`h2`, `a`, …) and, in MDX, name the usable components. */
  components?: MdxComponents;
  /**
   * Split the document into numbered sections, one per h2. Its headings are then plain text: the
   * table of contents links to the sections.
   */
  sections?: SectionClassNames;
};

/**
 * Renders Markdown (GFM tables, lists, emoji): by default plain Markdown, where raw HTML and `{…}`
 * are text, never code. Returns the content and the table of contents built from h2/h3.
 */
export async function renderMarkdown(
  source: string,
  classNames: MarkdownClassNames = {},
  { format = 'md', components = {}, sections }: MarkdownOptions = {},
): Promise<{ content: ReactElement; toc: TocEntry[] }> {
  const toc: TocEntry[] = [];
  const problems: Error[] = [];
  const rehypePlugins = listRehypePlugins(
    classNames,
    toc,
    sections ? [rehypeNumberedSections(sections)] : [],
  );
  const allComponents = { ...buildComponents(classNames, !sections), ...components };
  if (format === 'md') {
    return { content: await renderPlainMarkdown(source, rehypePlugins, allComponents), toc };
  }
  const allowed = new Set(Object.keys(components).filter((name) => /^[A-Z]/.test(name)));
  const { content } = await compileMDX({
    // In MDX a heading's `{#id}` would be read as code: escape its brace so it stays text.
    source: source.replace(/^(#{2,3} .*)(\{#[a-z0-9-]+\}\s*)$/gm, '$1\\$2'),
    components: allComponents,
    options: {
      mdxOptions: {
        format,
        remarkPlugins: [remarkGfm, remarkOnlyComponents(allowed, problems)],
        rehypePlugins,
      },
    },
  }).catch((error: unknown) => {
    throw problems[0] ?? error;
  });
  return { content, toc };
}

/**
 * Plain Markdown straight to React elements, through the same remark and rehype plugins as MDX
 * but without compiling the document to JavaScript and running it. Raw HTML is dropped, as
 * MDX's `md` format does.
 */
async function renderPlainMarkdown(
  source: string,
  rehypePlugins: PluggableList,
  components: MdxComponents,
): Promise<ReactElement> {
  return toJsxRuntime(toHtmlTree(source, rehypePlugins), {
    Fragment,
    jsx,
    jsxs,
    components: components as Parameters<typeof toJsxRuntime>[1]['components'],
  });
}

/**
 * An article's Markdown as an HTML string, the same markup `renderMarkdown` draws with React
 * elements (anchored headings, scrollable tables, external links in a new tab), and its table of
 * contents. A page that inserts it as HTML carries it once in its route payload, as a string,
 * instead of as a tree of elements: an article page's payload is about a third smaller and it
 * renders faster.
 */
export async function renderMarkdownToHtml(
  source: string,
  classNames: MarkdownClassNames = {},
): Promise<{ html: string; toc: TocEntry[] }> {
  const toc: TocEntry[] = [];
  const tree = toHtmlTree(
    source,
    listRehypePlugins(classNames, toc, [rehypeStaticComponents(classNames)]),
  );
  return { html: toHtml(tree), toc };
}
