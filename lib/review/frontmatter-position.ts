// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

const HEADER = /^---\r?\n([\s\S]*?)\r?\n---/;

/**
 * Where a field of a Markdown file's YAML header is written, as a line and column of the file:
 * the value of `title`, the third item of `keywords` (`['keywords', 2]`)… A field that is missing
 * points at the key that holds it, or at the header's opening line.
 */
export function locateField(
  source: string,
  field: readonly PropertyKey[],
): { line: number; column: number } {
  const header = HEADER.exec(source)?.[1];
  if (header === undefined) return { line: 1, column: 1 };
  const lineCounter = new LineCounter();
  const document = parseDocument(header, { lineCounter });
  // The header starts on the file's second line, under the opening "---".
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  let node: Node | null | undefined = document.contents;
  let found = { line: 1, column: 1 };
  for (const key of field) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!isPair(pair)) break;
      const keyNode = pair.key as Node;
      found = at(keyNode.range?.[0] ?? 0);
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key] as Node | undefined;
    } else {
      break;
    }
    if (node?.range) found = at(node.range[0]);
  }
  return found;
}
