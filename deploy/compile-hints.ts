// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * Build step: asks the browser to compile the framework's start-up chunks ahead of their run.
 *
 * V8 compiles a function the first time it is called, on the main thread. Starting Next.js and
 * hydrating a page calls most of the functions in the chunks the page loads, so that compiling
 * happens in one long task after the first paint: on a phone, a tap in that moment waits for it.
 * `//# allFunctionsCalledOnLoad` as a chunk's first line (V8's explicit compile hint, Chromium 136
 * and later) has the whole file compiled on a background thread while it downloads; other
 * browsers read it as a comment. Only the chunks that pages load at start get it: a chunk loaded
 * later, for one widget, keeps the lazy default.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A chunk that this step cannot mark as expected. */
export class CompileHintError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'CompileHintError';
  }
}

/**
 * `source` with the compile hint as its first line. Fails, naming the file, when the chunk is
 * empty or already has a hint (the build step ran twice on the same export).
 */
export function addCompileHint(file: string, source: string): string {
  if (source.trim() === '') throw new CompileHintError(file, 'el script está vacío');
  if (source.startsWith(COMPILE_HINT.trimEnd()))
    throw new CompileHintError(file, 'ya tiene la marca de compilación anticipada');
  return `${COMPILE_HINT}${source}`;
}

/** The chunk paths of many pages' script lists, once each, in the order first seen. */
export function listStartupChunks(pagesScripts: readonly (readonly string[])[]): string[] {
  return [...new Set(pagesScripts.flat())];
}
