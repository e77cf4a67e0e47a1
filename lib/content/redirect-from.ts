// lib/content: build time and `npm run revisar` (Node). The old slugs of a renamed article, service or project.
import { z } from 'zod';
import type { FieldProblem } from './content-error';
import { slug, uniqueBy } from './fields';

/**
 * The slugs a page had before it was renamed, `redirectFrom: ['slug-viejo']`: each old address
 * answers with a permanent redirect to the page, so links and search results keep working.
 */
export const redirectFrom = z.array(slug).superRefine(uniqueBy());

/** A file whose header may list old slugs: its slug (the file's name when the header has none). */
export type RedirectingFile = {
  file: string;
  fileSlug: string;
  fields: { slug?: string; redirectFrom?: readonly string[] };
};

/**
 * The old slugs of one kind of page (the articles, the services or the projects) that cannot
 * redirect: one that is the page's own slug or another page's (that page answers there), one
 * another page already lists (an old address leads to one page), or one `reserved` by the site
 * (a route or a file of public/, for the articles at the root). Each on the file that lists it.
 */
export function checkRedirectSlugs(
  files: readonly RedirectingFile[],
  reserved: ReadonlySet<string> = new Set(),
): FieldProblem[] {
  const live = new Map(files.map((entry) => [entry.fields.slug ?? entry.fileSlug, entry.file]));
  const listed = new Map<string, string>();
  const problems: FieldProblem[] = [];
  for (const { file, fileSlug, fields } of files) {
    const own = fields.slug ?? fileSlug;
    fields.redirectFrom?.forEach((old, index) => {
      const fail = (message: string, fix: string) =>
        problems.push({ file, field: ['redirectFrom', index], message, fix });
      const owner = live.get(old);
      const other = listed.get(old);
      if (old === own) {
        fail(
          `"${old}" es el slug de esta misma página`,
          'quítalo de redirectFrom: ahí van solo los slugs que la página tenía antes',
        );
      } else if (owner) {
        fail(
          `"${old}" es el slug de ${owner}, una página que existe: su dirección no puede llevar a otra`,
          `quítalo de redirectFrom, o renombra antes ${owner}`,
        );
      } else if (reserved.has(old)) {
        fail(
          `"${old}" está reservado por una ruta o archivo del sitio`,
          'quítalo de redirectFrom: esa dirección es del sitio',
        );
      } else if (other && other !== file) {
        fail(
          `"${old}" ya está en redirectFrom de ${other}: una dirección vieja lleva a una sola página`,
          'déjalo solo en el archivo de la página a la que debe llevar',
        );
      }
      listed.set(old, other ?? file);
    });
  }
  return problems;
}
