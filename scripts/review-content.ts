// `npm run revisar [archivo…]`: every problem of the articles and legal texts (or of the files
// given), grouped by file, one line each: archivo:línea:columna — qué pasa — cómo arreglarlo.
// Exits 1 when there is an error (what the build refuses); warnings never fail it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatProblem, type Problem } from '../lib/review/problem';
import { listReviewedFiles, reviewContent } from '../lib/review/review';

const count = (list: readonly Problem[], severity: Problem['severity']) =>
  list.filter((problem) => problem.severity === severity).length;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Prints the problems grouped by file and a summary; resolves with the exit code. */
async function main(): Promise<number> {
  const started = performance.now();
  const files = process.argv
    .slice(2)
    .map((file) => path.relative(process.cwd(), path.resolve(file)));
  const missing = files.filter((file) => !existsSync(file));
  const reviewed = new Set(listReviewedFiles());
  const other = files.filter((file) => existsSync(file) && !reviewed.has(file));
  if (missing.length > 0 || other.length > 0) {
    console.error(
      [
        ...missing.map((file) => `${file}: no existe`),
        ...other.map(
          (file) =>
            `${file}: no es un artículo (content/articles/*.md), un servicio (content/servicios/), un proyecto (content/proyectos/) ni un texto legal (content/legal/)`,
        ),
      ].join('\n'),
    );
    return 1;
  }
  const problems = await reviewContent({ files: files.length > 0 ? files : undefined });
  const reviewedCount = files.length > 0 ? files.length : reviewed.size;
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) {
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  }
  for (const [file, list] of byFile) {
    const errors = plural(count(list, 'error'), 'error', 'errores');
    console.log(`\n${file} (${errors}, ${plural(count(list, 'aviso'), 'aviso', 'avisos')})`);
    for (const problem of list) console.log(`  ${problem.severity}  ${formatProblem(problem)}`);
  }
  const errors = count(problems, 'error');
  const warnings = plural(count(problems, 'aviso'), 'aviso', 'avisos');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${plural(errors, 'error', 'errores')} y ${warnings} en ${plural(byFile.size, 'archivo', 'archivos')} de ${plural(reviewedCount, 'revisado', 'revisados')} (${seconds} s).` +
      (errors > 0 ? ' Los errores detienen la compilación; los avisos, no.' : ''),
  );
  return errors > 0 ? 1 : 0;
}

// exitCode, not exit(): a long report piped to another program is written out whole first.
main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
