// `npm run nuevo-articulo -- "Título del artículo"`: writes content/articles/{slug}.md, a draft
// with the next id, today's date in Mexico City and every field to fill.
import path from 'node:path';
import { getArticlesDir } from '../lib/blog/articles';
import { createArticleDraft } from '../lib/blog/new-article';

try {
  const { file, renumbered } = createArticleDraft(process.argv.slice(2).join(' '), {
    articlesDir: getArticlesDir(),
  });
  console.log(`Borrador creado: ${path.relative(process.cwd(), file)}
Complétalo y míralo con npm run dev; se publica cuando quites "draft: true".`);
  const moved = renumbered.map(
    ({ file: other, from, to }) => `- ${path.relative(process.cwd(), other)}: id ${from} → ${to}`,
  );
  if (moved.length > 0)
    console.log(
      `Los ids crecen con la fecha: estos artículos programados cambiaron de id para dejarle el suyo:\n${moved.join('\n')}`,
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
