// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { compileMDX } from 'next-mdx-remote/rsc';
import type { ComponentProps, ReactElement } from 'react';
import remarkGfm from 'remark-gfm';
import { slugifyHeading } from './heading-slug';

/** One entry of an article's table of contents. */
export type TocEntry = { id: string; text: string; level: 2 | 3 };

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** Gives every h2/h3 an id and records it for the table of contents. */
function rehypeHeadingIds(toc: TocEntry[]) {
  return () => (tree: HastNode) => {
    const taken = new Set<string>();
    const visit = (node: HastNode) => {
      if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
        const text = textOf(node).trim();
        const id = slugifyHeading(text, taken);
        node.properties = { ...node.properties, id };
        toc.push({ id, text, level: node.tagName === 'h2' ? 2 : 3 });
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** Class names the renderer puts on the elements it adds around headings and tables. */
export type MarkdownClassNames = { headingAnchor?: string; tableScroll?: string };

function buildComponents(classNames: MarkdownClassNames) {
  const heading = (Tag: 'h2' | 'h3') =>
    function Heading({ id, children }: ComponentProps<'h2'>) {
      return (
        <Tag id={id}>
          <a href={`#${id}`} className={classNames.headingAnchor}>
            {children}
          </a>
        </Tag>
      );
    };
  return {
    h2: heading('h2'),
    h3: heading('h3'),
    // Wide tables scroll inside their own keyboard-reachable box on small screens.
    table: (props: ComponentProps<'table'>) => (
      <div className={classNames.tableScroll} role="region" aria-label="Tabla" tabIndex={0}>
        <table {...props} />
      </div>
    ),
    // Long code lines scroll; the block must be reachable by keyboard to scroll it.
    pre: (props: ComponentProps<'pre'>) => <pre tabIndex={0} {...props} />,
    a: externalAwareLink,
  };
}

function externalAwareLink({ href = '', ...props }: ComponentProps<'a'>) {
  return /^https?:\/\//.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
  ) : (
    <a href={href} {...props} />
  );
}

/**
 * Renders an article's Markdown (GFM tables, lists, emoji) as plain Markdown: raw HTML and `{…}`
 * are text, never code. Returns the content and the table of contents built from h2/h3.
 */
export async function renderMarkdown(
  source: string,
  classNames: MarkdownClassNames = {},
): Promise<{ content: ReactElement; toc: TocEntry[] }> {
  const toc: TocEntry[] = [];
  const { content } = await compileMDX({
    source,
    components: buildComponents(classNames),
    options: {
      mdxOptions: {
        format: 'md',
        remarkPlugins: [remarkGfm],
        rehypePlugins: [rehypeHeadingIds(toc)],
      },
    },
  });
  return { content, toc };
}
