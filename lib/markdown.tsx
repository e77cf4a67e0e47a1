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

function Heading({ as: Tag, id, children }: ComponentProps<'h2'> & { as: 'h2' | 'h3' }) {
  return (
    <Tag id={id}>
      <a href={`#${id}`} className="headingAnchor">
        {children}
      </a>
    </Tag>
  );
}

const components = {
  h2: (props: ComponentProps<'h2'>) => <Heading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <Heading as="h3" {...props} />,
  // Wide tables scroll inside their own keyboard-reachable box on small screens.
  table: (props: ComponentProps<'table'>) => (
    <div className="tableScroll" role="region" aria-label="Tabla" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  a: ({ href = '', ...props }: ComponentProps<'a'>) =>
    /^https?:\/\//.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
    ) : (
      <a href={href} {...props} />
    ),
};

/**
 * Renders an article's Markdown (GFM tables, lists, emoji) as plain Markdown: raw HTML and `{…}`
 * are text, never code. Returns the content and the table of contents built from h2/h3.
 */
export async function renderMarkdown(
  source: string,
): Promise<{ content: ReactElement; toc: TocEntry[] }> {
  const toc: TocEntry[] = [];
  const { content } = await compileMDX({
    source,
    components,
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
