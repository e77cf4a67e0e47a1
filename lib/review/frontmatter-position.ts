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
import { formatPath, type FieldProblem } from '../content/content-error';
import type { Problem } from './problem';

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

/**
 * Where a field of the header is written or, for one that is missing, its nearest written parent
 * (`results[0]` for a missing `results[0].source`). Undefined when not even the first key is.
 */
export function findNearestField(source: string, field: readonly PropertyKey[]): Place | undefined {
  for (let length = field.length; length > 0; length -= 1) {
    const found = findField(source, field.slice(0, length));
    if (found) return found;
  }
  return undefined;
}

/** Where a field of the header (or its nearest written parent) is, or the header's opening line. */
export function locateField(source: string, field: readonly PropertyKey[]): Place {
  return findNearestField(source, field) ?? { line: 1, column: 1 };
}

/** A front-matter problem at the line and column of its field, with how to fix it. */
export function positionFieldProblem(problem: FieldProblem, source: string): Problem {
  const name = formatPath(problem.field);
  const at =
    problem.line !== undefined
      ? { line: problem.line, column: problem.column ?? 1 }
      : locateField(source, problem.at ?? problem.field);
  return {
    file: problem.file,
    ...at,
    severity: 'error',
    message: name ? `${name}: ${problem.message}` : problem.message,
    fix:
      problem.fix ??
      (name
        ? `corrige ${name} en el encabezado (el bloque entre las líneas ---)`
        : problem.at
          ? 'corrige el nombre del campo o quita la línea del encabezado'
          : 'revisa el encabezado: empieza y termina con una línea ---, como en «Añadir un artículo» de docs/editores.md'),
  };
}
