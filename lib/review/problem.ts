// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
/** An error stops the build and `npm run revisar`; a warning (`aviso`) only informs the editor. */
export type Severity = 'error' | 'aviso';

/** One problem of a content file, at a line and column (both from 1) of that file. */
export type Problem = {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  /** What is wrong, in Spanish. */
  message: string;
  /** How to fix it, in Spanish. */
  fix: string;
};

/** `archivo:línea:columna — qué pasa — cómo arreglarlo`. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column} — ${problem.message} — ${problem.fix}`;
}

/** Problems in file order, then by line and column: the order an editor reads them in. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

/** The 1-based line and column of `offset` in `text`. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** Where `offset` of a node's text is, given where the node starts (exact on its first line). */
export function positionWithin(
  start: { line: number; column: number },
  text: string,
  offset: number,
): { line: number; column: number } {
  const inside = positionAt(text, offset);
  return inside.line === 1
    ? { line: start.line, column: start.column + offset }
    : { line: start.line + inside.line - 1, column: inside.column };
}
