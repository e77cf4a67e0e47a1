// lib/content: build time (Node, server components). Renders the Markdown of content/: articles and legal texts.
import rehypeHighlight from 'rehype-highlight';
import type { Pluggable } from 'unified';
import { codeGrammars, codeLanguages, listCodeAliases, plainTextLanguages } from './code-languages';
import type { HastNode, MarkdownClassNames } from './markdown-tree';

/**
 * Highlights fenced code at build time into `hljs-…` classes: no inline styles, no client code.
 * A block without a language, or of plain text, is left as it is.
 */
export const rehypeHighlightCode: Pluggable = [
  rehypeHighlight,
  { languages: codeGrammars, aliases: listCodeAliases(), plainText: [...plainTextLanguages] },
];

/** The name after ``` of a fenced block (`<pre>`), read from its `<code>`'s `language-…` class. */
export function readCodeBlockLanguage(pre: HastNode): string | undefined {
  const code = pre.children?.find((child) => child.tagName === 'code');
  const classes = code?.properties?.className;
  if (!Array.isArray(classes)) return undefined;
  const languageClass = classes.map(String).find((name) => name.startsWith('language-'));
  return languageClass?.slice('language-'.length);
}

/**
 * Wraps each code block in a box with its language's label and makes it a named, focusable
 * region, so a keyboard can scroll its long lines. The visible label is hidden from screen
 * readers, which hear the region's name ("Código en TypeScript") instead, once. A language the
 * highlighter lacks is shown as plain text: `npm run revisar` and the build's check refuse it
 * at its fence, long before a page renders it.
 */
export function rehypeCodeBlocks(classNames: MarkdownClassNames) {
  return () => (tree: HastNode) => {
    const wrap = (pre: HastNode): HastNode => {
      const name = readCodeBlockLanguage(pre);
      const language = name && Object.hasOwn(codeLanguages, name) ? codeLanguages[name] : undefined;
      pre.properties = {
        ...pre.properties,
        tabIndex: 0,
        role: 'region',
        ariaLabel: language ? `Código en ${language.label}` : 'Código',
      };
      const label: HastNode = {
        type: 'element',
        tagName: 'div',
        properties: { className: classNames.codeLabel, ariaHidden: 'true' },
        children: [{ type: 'text', value: language?.label ?? '' }],
      };
      return {
        type: 'element',
        tagName: 'div',
        properties: { className: classNames.codeBlock },
        children: language ? [label, pre] : [pre],
      };
    };
    const visit = (node: HastNode) => {
      node.children = node.children?.map((child) => {
        if (child.type === 'element' && child.tagName === 'pre') return wrap(child);
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}
