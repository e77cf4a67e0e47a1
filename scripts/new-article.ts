// `npm run nuevo-articulo [-- "Título"] [--titulo … --categoria … --autor … --descripcion …]`:
// writes content/articles/{slug}.md, a draft with the next id, today's date in Mexico City and
// every field to fill. In a terminal it asks for what the flags do not give; otherwise it asks
// nothing.
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { getArticlesDir } from '../lib/blog/articles';
import { getAuthorsContent } from '../lib/blog/authors';
import { getCategories } from '../lib/blog/categories';
import { createArticleDraft, type DraftAnswers } from '../lib/blog/new-article';
import { askDraftAnswers } from '../lib/blog/new-article-questions';

/** The answers the command line gives: flags, or the words of the title as before. */
function readFlags(): Partial<DraftAnswers> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      titulo: { type: 'string' },
      categoria: { type: 'string' },
      autor: { type: 'string' },
      descripcion: { type: 'string' },
    },
  });
  const title = values.titulo ?? (positionals.length > 0 ? positionals.join(' ') : undefined);
  const answers = {
    title,
    category: values.categoria,
    author: values.autor,
    description: values.descripcion,
  };
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
}

async function main(): Promise<void> {
  const articlesDir = getArticlesDir();
  const categories = getCategories();
  const { authors } = getAuthorsContent();
  let answers = readFlags();
  if (process.stdin.isTTY) {
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    try {
      answers = await askDraftAnswers(answers, (question) => terminal.question(question), {
        articlesDir,
        categories,
        authors,
      });
    } finally {
      terminal.close();
    }
  }
  const { file, renumbered } = createArticleDraft(
    { title: '', ...answers },
    { articlesDir, categories, authors },
  );
  console.log(`Borrador creado: ${path.relative(process.cwd(), file)}
Complétalo y míralo con npm run dev; se publica cuando quites "draft: true".`);
  const moved = renumbered.map(
    ({ file: other, from, to }) => `- ${path.relative(process.cwd(), other)}: id ${from} → ${to}`,
  );
  if (moved.length > 0)
    console.log(
      `Los ids crecen con la fecha: estos artículos programados cambiaron de id para dejarle el suyo:\n${moved.join('\n')}`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
