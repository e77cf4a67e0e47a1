// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
} from 'yaml';

const HEADER = /^---\r?\n([\s\S]*?)\r?\n---/;

type Place = { line: number; column: number };

type ParsedHeader = { header: string; document: Document; lineCounter: LineCounter };

/** The last header parsed: a review asks for several fields of one file in a row. */
let lastHeader: ParsedHeader | undefined;

function parseHeader(header: string): ParsedHeader {
  if (lastHeader?.header !== header) {
    const lineCounter = new LineCounter();
    lastHeader = { header, document: parseDocument(header, { lineCounter }), lineCounter };
  }
  return lastHeader;
}

/**
 * Where a field of a Markdown file's YAML header is written, as a line and column of the file:
 * the value of `title`, the third item of `keywords` (`['keywords', 2]`)… Undefined when the
 * field is not written.
 */
export function findField(source: string, field: readonly PropertyKey[]): Place | undefined {
  const header = HEADER.exec(source)?.[1];
  if (header === undefined) return undefined;
  const { document, lineCounter } = parseHeader(header);
  // The header starts on the file's second line, under the opening "---".
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  let node: Node | null | undefined = document.contents;
  let found: Place | undefined;
  for (const key of field) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!isPair(pair)) return undefined;
      found = at((pair.key as Node).range?.[0] ?? 0);
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
      node = node.items[key] as Node;
    } else {
      return undefined;
    }
    if (node?.range) found = at(node.range[0]);
  }
  return found;
}

/** Where a field of the header is written (`findField`), or the header's opening line. */
export function locateField(source: string, field: readonly PropertyKey[]): Place {
  return findField(source, field) ?? { line: 1, column: 1 };
}
