// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import type { Nodes as MarkdownNodes, Table } from 'mdast';
import { textOfNode } from './markdown-outline';
import { quote, type Place, type Report, type ShownText } from './page-text';

const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$/;
const countCells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|').length;
const delimiterFor = (columns: number) => `|${' --- |'.repeat(columns)}`;

/** A paragraph that is a table the renderer did not read: the page shows its pipes and dashes. */
export function checkTableText({ text, block, placeOf }: ShownText, report: Report): void {
  if (block.tagName !== 'p') return;
  const lines = text.split('\n');
  const isDelimiter = (line: string) => line.includes('-') && DELIMITER_ROW.test(line.trim());
  let row = lines.findIndex((line) => /^\s*\|.*\|/.test(line) || isDelimiter(line));
  if (row === -1) {
    // Without outer pipes, two lines with pipes are a table too.
    if (lines.filter((line) => line.includes('|')).length < 2) return;
    row = lines.findIndex((line) => line.includes('|'));
  }
  const at = placeOf(lines.slice(0, row).join('\n').length + (row > 0 ? 1 : 0));
  const columns = countCells(lines[row] ?? '');
  const delimiter = lines.findIndex((line, index) => index >= row && isDelimiter(line));
  if (delimiter === row) {
    report(
      at,
      'la tabla empieza por la fila de guiones: le falta encima la de los títulos, y la página la muestra como texto',
      `escribe encima una fila de títulos: |${' Título |'.repeat(columns)}`,
    );
  } else if (delimiter === row + 1) {
    report(
      at,
      `la fila de guiones tiene ${countCells(lines[delimiter] ?? '')} columnas y la primera fila ${columns}: la página muestra la tabla como texto`,
      `dale a la fila de guiones una columna por título: ${delimiterFor(columns)}`,
    );
  } else if (delimiter > row) {
    report(
      at,
      'la fila de guiones no va justo debajo de la primera fila: la página muestra la tabla como texto',
      `ponla justo debajo de la primera fila: ${delimiterFor(columns)}`,
    );
  } else {
    report(
      at,
      'esta tabla no tiene la fila de guiones bajo la primera fila: la página la muestra como texto, con sus barras',
      `añade debajo de la primera fila: ${delimiterFor(columns)} (si estas filas siguen a una tabla, quita la línea en blanco que las separa)`,
    );
  }
}

/** Cells past a table's columns, which the page drops without a trace. */
export function checkTableCells(
  table: Table,
  placeOf: (node: MarkdownNodes) => Place,
  report: Report,
) {
  const columns = table.align?.length ?? 0;
  for (const row of table.children) {
    const extra = row.children.slice(columns);
    const first = extra[0];
    if (!first) continue;
    const cells = extra.map((cell) => quote(textOfNode(cell), 30)).join('», «');
    report(
      placeOf(first.children[0] ?? first),
      `esta fila tiene ${row.children.length} celdas y la tabla ${columns} columnas: la página no muestra «${cells}»`,
      'añade la columna a la fila de títulos y a la de guiones, o quita la celda de más (una | dentro de una celda se escribe \\|)',
    );
  }
}
