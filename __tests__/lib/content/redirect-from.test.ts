/** @jest-environment node */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTempDirPerTest } from '../../fixtures/temp-dir';
import { loadArticles } from '@/lib/blog/articles';
import { checkCatalog } from '@/lib/catalog/catalog';
import { formatFieldProblem } from '@/lib/content/content-error';
import { checkRedirectSlugs, redirectFrom } from '@/lib/content/redirect-from';

describe('redirectFrom', () => {
  it('takes old slugs in ASCII kebab-case, each once', () => {
    expect(redirectFrom.safeParse(['guia-vieja', 'otra-2024']).success).toBe(true);
    const issues = (value: unknown) =>
      redirectFrom.safeParse(value).error?.issues.map(({ path, message }) => [path, message]);
    expect(issues(['Guía Vieja'])).toEqual([
      [[0], 'debe ser ASCII en kebab-case, por ejemplo "mi-articulo-2025"'],
    ]);
    expect(issues(['vieja', 'vieja'])).toEqual([[[1], '"vieja" está repetido']]);
  });
});

describe('checkRedirectSlugs', () => {
  const page = (file: string, slug: string, old: string[] = []) => ({
    file,
    fileSlug: slug,
    fields: { slug, redirectFrom: old },
  });

  it('accepts old slugs no page has and no other page lists', () => {
    expect(
      checkRedirectSlugs([page('a.md', 'a', ['a-vieja']), page('b.md', 'b', ['b-vieja'])]),
    ).toEqual([]);
  });

  it('refuses the page’s own slug, a live page’s, a reserved one and one listed twice, on the file that lists it', () => {
    const problems = checkRedirectSlugs(
      [page('a.md', 'a', ['a', 'b', 'blog', 'vieja']), page('b.md', 'b', ['vieja'])],
      new Set(['blog']),
    );
    expect(problems.map(({ file, field, message }) => [file, field, message])).toEqual([
      ['a.md', ['redirectFrom', 0], '"a" es el slug de esta misma página'],
      [
        'a.md',
        ['redirectFrom', 1],
        '"b" es el slug de b.md, una página que existe: su dirección no puede llevar a otra',
      ],
      ['a.md', ['redirectFrom', 2], '"blog" está reservado por una ruta o archivo del sitio'],
      [
        'b.md',
        ['redirectFrom', 0],
        '"vieja" ya está en redirectFrom de a.md: una dirección vieja lleva a una sola página',
      ],
    ]);
    expect(problems.every((problem) => problem.fix)).toBe(true);
  });
});

describe('redirectFrom in content', () => {
  const tempDir = createTempDirPerTest('redirect-from');
  const fixtures = path.join(__dirname, '..', '..', 'fixtures');

  const addHeaderLine = (file: string, after: RegExp, line: string) =>
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(after, (found) => `${found}\n${line}`),
    );

  it('refuses an article’s old slug that another article answers at, with its line and column', () => {
    const dir = tempDir();
    cpSync(path.join(fixtures, 'articles', 'valid'), dir, { recursive: true });
    addHeaderLine(
      path.join(dir, 'segundo.md'),
      /^slug: .*$/m,
      "redirectFrom: ['primero-viejo', 'primero']",
    );
    const load = () => loadArticles({ articlesDir: dir, publicDir: path.join(fixtures, 'public') });
    expect(load).toThrow(
      /segundo\.md: redirectFrom\[1\]: "primero" es el slug de .*primero\.md, una página que existe: su dirección no puede llevar a otra \(línea 5, columna 33\) — quítalo de redirectFrom/,
    );
  });

  it('refuses a service’s old slug that another service lists, on the second file', () => {
    const dir = tempDir();
    cpSync('content/servicios', dir, { recursive: true });
    addHeaderLine(path.join(dir, 'asesoria-seo.md'), /^slug: .*$/m, "redirectFrom: ['seo']");
    addHeaderLine(path.join(dir, 'diseno-ui-ux.md'), /^slug: .*$/m, "redirectFrom: ['seo', 'ux']");
    const check = checkCatalog({ servicesDir: dir });
    const problems = [...check.fieldProblems, ...check.collectionProblems].map(formatFieldProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /diseno-ui-ux\.md: redirectFrom\[0\]: "seo" ya está en redirectFrom de .*asesoria-seo\.md/,
      ),
    ]);
    expect(check.services.find((service) => service.slug === 'asesoria-seo')?.redirectFrom).toEqual(
      ['seo'],
    );
  });
});
