/** @jest-environment node */
import path from 'node:path';
import { FrontmatterError, splitFrontmatter } from '@/lib/content/frontmatter';
import { locateField, positionFieldProblem } from '@/lib/review/frontmatter-position';
import { formatProblem } from '@/lib/review/problem';
import { reviewContent } from '@/lib/review/review';

const FIXTURES = path.join('__tests__', 'fixtures', 'articles', 'review');
const FILE = path.join(FIXTURES, 'con-errores.md');
// Spelling needs cspell, an ES module Jest does not load; e2e of the command covers it.
const noSpelling = () => [];

describe('reviewContent', () => {
  const previous = process.env.ARTICLES_DIR;
  beforeAll(() => {
    process.env.ARTICLES_DIR = FIXTURES;
  });
  afterAll(() => {
    process.env.ARTICLES_DIR = previous;
  });

  it('puts each error of a fixture article at its line and column, with a way to fix it', async () => {
    const problems = await reviewContent({ files: [FILE], spellChecker: noSpelling });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map(formatProblem)).toEqual([
      `${FILE}:3:8 — title: debe tener al menos 10 caracteres — corrige title en el encabezado (el bloque entre las líneas ---)`,
      `${FILE}:12:40 — el enlace /destin no lleva a ninguna página del sitio — ¿quisiste decir /destino? Corrige la ruta o quita el enlace`,
      `${FILE}:14:35 — #cabeceras no es ningún encabezado ni sección de /destino — ¿quisiste decir #cabeceras-http? Usa el id de un encabezado h2 o h3 de /destino (el que el índice enlaza)`,
      `${FILE}:18:48 — #otra-seccion no es ningún encabezado ni sección de este documento — ¿quisiste decir #una-seccion? Usa el id de un encabezado h2 o h3 de este documento (el que el índice enlaza)`,
      `${FILE}:18:84 — el enlace /blog/categoria/recetas no lleva a ninguna página del sitio — Corrige la ruta o quita el enlace`,
      `${FILE}:20:1 — la imagen /images/blog/cache-navegador.webp no tiene texto alternativo — describe lo que muestra entre los corchetes: ![Lo que muestra la imagen](…)`,
      `${FILE}:22:27 — la imagen /images/blog/no-existe.webp no existe (no está en public/images/blog/no-existe.webp) — revisa el nombre, las mayúsculas y la extensión, o copia la imagen a esa ruta`,
      `${FILE}:26:31 — el enlace /cien% no lleva a ninguna página del sitio — Corrige la ruta o quita el enlace`,
      `${FILE}:28:23 — el enlace http://ejemplo.com usa http:, sin cifrar — escríbelo con https://`,
    ]);
  });

  it('reviews only the files it is given', async () => {
    const problems = await reviewContent({
      files: [path.join(FIXTURES, 'destino.md')],
      spellChecker: noSpelling,
    });
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});

describe('reviewContent on a misspelled field name', () => {
  const previous = process.env.ARTICLES_DIR;
  const dir = path.join('__tests__', 'fixtures', 'articles', 'near-misses');
  beforeAll(() => {
    process.env.ARTICLES_DIR = dir;
  });
  afterAll(() => {
    process.env.ARTICLES_DIR = previous;
  });

  it('points at the unknown field, names the closest one and says to fix or remove it', async () => {
    const file = path.join(dir, 'clave-mal-escrita.md');
    const problems = await reviewContent({ files: [file], spellChecker: noSpelling });
    expect(problems.map(formatProblem)).toContain(
      `${file}:10:8 — campo desconocido: "autor" (¿quisiste decir «author»?) — corrige el nombre del campo o quita la línea del encabezado`,
    );
  });
});

describe('locateField', () => {
  const source = `---
title: 'Un título'
keywords:
  - 'uno'
  - 'dos'
---
Cuerpo.
`;

  it('finds a field, an item of a list, or the key of a missing field', () => {
    expect(locateField(source, ['title'])).toEqual({ line: 2, column: 8 });
    expect(locateField(source, ['keywords', 1])).toEqual({ line: 5, column: 5 });
    expect(locateField(source, ['description'])).toEqual({ line: 1, column: 1 });
  });
});

describe('splitFrontmatter', () => {
  it('says on which line the YAML of a header breaks', () => {
    expect(() => splitFrontmatter('---\ntitle: uno\nslug: [roto\n---\nCuerpo.', 'x.md')).toThrow(
      expect.objectContaining({ file: 'x.md', line: 3 }),
    );
  });

  it('says in Spanish what is wrong with the YAML, where, and the line as it should be', () => {
    expect(() => splitFrontmatter('---\ntitle: Uno: dos\n---\nCuerpo.', 'x.md')).toThrow(
      'x.md: el encabezado YAML no es válido: hay dos puntos (:) dentro de un valor sin comillas (línea 2, columna 8) — escribe el valor entero entre comillas dobles ("…") o simples (\'…\'): title: "Uno: dos"',
    );
    expect(() => splitFrontmatter('---\ntitle: Dijo "sí": bien\n---\n', 'x.md')).toThrow(
      `title: 'Dijo "sí": bien'`,
    );
    expect(() => splitFrontmatter('---\ntitle: "sin cerrar\n---\nCuerpo.', 'x.md')).toThrow(
      /faltan las comillas de cierre de un texto .* — ciérralo con la misma comilla/,
    );
  });

  it('names the invisible mark some editors write before the first ---, and how to save without it', () => {
    const error = (() => {
      try {
        splitFrontmatter('\uFEFF---\ntitle: Uno\n---\nCuerpo.', 'x.md');
      } catch (thrown) {
        return thrown as FrontmatterError;
      }
    })();
    expect(error?.toFieldProblem()).toEqual({
      file: 'x.md',
      field: [],
      line: 1,
      column: 1,
      message: expect.stringContaining('U+FEFF, la marca de orden de bytes o BOM'),
      fix: expect.stringContaining('guárdalo como «UTF-8» sin BOM'),
    });
    expect(positionFieldProblem(error!.toFieldProblem(), '').fix).toMatch(/^guárdalo como «UTF-8»/);
  });
});
