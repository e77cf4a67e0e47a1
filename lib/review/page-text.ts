// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import type { Element, Nodes } from 'hast';
import { positionWithin } from './problem';

/** A line and a column (both from 1) of a content file. */
export type Place = { line: number; column: number };
/** Reports an error of a page at a place of its file: what is wrong and how to fix it. */
export type Report = (at: Place, message: string, fix: string) => void;
/** Where a node of a page's HTML tree comes from in its file, when it does. */
export type Locate = (node: Nodes) => Place | undefined;

/**
 * A stretch of text a page shows in one block (a paragraph, a heading, a cell, a list item), as
 * the reader sees it: inline code is one `CODE` character, so nothing inside it counts.
 */
export type ShownText = {
  text: string;
  /** The element whose text it is. */
  block: Element;
  /** Where a character of `text` is written in the file. */
  placeOf: (offset: number) => Place;
};

/** Up to `max` characters of `text`, on one line, for a message. */
export const quote = (text: string, max = 60) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** Stands for an inline code span in `ShownText.text`. */
const CODE = '\uFFFC';

/** Elements that hold the inline text the reader sees. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'th', 'td']);
/** Elements that start blocks of their own inside one of those (a list inside a list item). */
const BLOCKS = new Set([
  ...TEXT_BLOCKS,
  'ul',
  'ol',
  'pre',
  'blockquote',
  'table',
  'div',
  'section',
  'hr',
]);

const childrenOf = (node: Nodes): Nodes[] =>
  'children' in node && Array.isArray(node.children) ? node.children : [];

const isElement = (node: Nodes, names: ReadonlySet<string>): node is Element =>
  node.type === 'element' && names.has(node.tagName);

/** The inline text of `block` up to its first nested block, with where each piece comes from. */
function readShownText(block: Element, children: readonly Nodes[], locate: Locate): ShownText {
  let text = '';
  const pieces: { from: number; node: Nodes }[] = [];
  const add = (node: Nodes, value: string) => {
    pieces.push({ from: text.length, node });
    text += value;
  };
  const read = (node: Nodes) => {
    if (node.type === 'text') add(node, node.value);
    else if (node.type !== 'element') return;
    else if (node.tagName === 'code') add(node, CODE);
    else if (node.tagName === 'br') add(node, '\n');
    else childrenOf(node).forEach(read);
  };
  children.forEach(read);
  const blockPlace = locate(block) ?? { line: 1, column: 1 };
  const placeOf = (offset: number): Place => {
    const piece = pieces.findLast((candidate) => candidate.from <= offset);
    if (!piece) return blockPlace;
    const start = locate(piece.node) ?? blockPlace;
    return piece.node.type === 'text'
      ? positionWithin(start, piece.node.value, offset - piece.from)
      : start;
  };
  return { text, block, placeOf };
}

/**
 * Every stretch of text a page shows outside code, from its HTML tree: each block's inline
 * content, a list item's before (and without) its nested list.
 */
export function listShownTexts(tree: Nodes, locate: Locate): ShownText[] {
  const texts: ShownText[] = [];
  const visit = (node: Nodes) => {
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element' && node.tagName === 'pre') return;
    if (isElement(node, TEXT_BLOCKS)) {
      let run: Nodes[] = [];
      const flush = () => {
        if (run.some((child) => child.type !== 'text' || child.value.trim() !== '')) {
          texts.push(readShownText(node, run, locate));
        }
        run = [];
      };
      for (const child of childrenOf(node)) {
        if (isElement(child, BLOCKS)) {
          flush();
          visit(child);
        } else {
          run.push(child);
        }
      }
      flush();
      return;
    }
    childrenOf(node).forEach(visit);
  };
  visit(tree);
  return texts;
}
