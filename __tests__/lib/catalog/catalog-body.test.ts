/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { checkCaseBody, checkServiceBody } from '@/lib/catalog/catalog-body';
import { formatProblem } from '@/lib/review/problem';
import { outlineMarkdown } from '@/lib/review/markdown-outline';

const FILE = 'content/x.md';
// The body starts on line 5 of its file, under a four-line header.
const service = (body: string) =>
  checkServiceBody(FILE, outlineMarkdown(body, 5)).map(formatProblem);
const project = (body: string) => checkCaseBody(FILE, outlineMarkdown(body, 5)).map(formatProblem);

const SECTIONS =
  '## El reto\n\nTexto.\n\n## La solución\n\nTexto.\n\n## Cómo trabajamos\n\nTexto.\n';

describe('the text of a service', () => {
  it('takes paragraphs', () => {
    expect(service('Un párrafo.\n\nOtro párrafo con **negritas**.\n')).toEqual([]);
  });

  it('refuses any heading, at its line', () => {
    expect(service('Un párrafo.\n\n## Qué incluye\n\nOtro.\n\n### Detalle {#detalle}\n')).toEqual([
      `${FILE}:7:1 — «## Qué incluye»: el texto de un servicio no lleva encabezados — escríbelo como un párrafo: las secciones de la página (para quién es, qué incluye, pasos, preguntas) salen de los campos del encabezado`,
      `${FILE}:11:1 — «### Detalle»: el texto de un servicio no lleva encabezados — escríbelo como un párrafo: las secciones de la página (para quién es, qué incluye, pasos, preguntas) salen de los campos del encabezado`,
    ]);
  });
});

describe('the text of a case', () => {
  it('takes its three sections in order, with ### and an {#id} inside', () => {
    expect(
      project(SECTIONS.replace('## El reto', '## El reto {#reto}') + '\n### Soporte\n'),
    ).toEqual([]);
  });

  it('names a missing section where it belongs', () => {
    expect(project(SECTIONS.replace('## La solución', 'Más texto.'))).toEqual([
      expect.stringMatching(
        /^content\/x\.md:13:1 — falta la sección «## La solución» antes de «## Cómo trabajamos» — escríbela: /,
      ),
    ]);
    expect(project('## El reto\n\nTexto.\n')).toEqual([
      expect.stringMatching(
        /^content\/x\.md:7:1 — faltan las secciones «## La solución» y «## Cómo trabajamos» — escríbelas: /,
      ),
    ]);
  });

  it('names a section with another title, and how to write it', () => {
    expect(
      project(
        SECTIONS.replace('## La solución', '## la solucion').replace('## El reto', '## Resultados'),
      ),
    ).toEqual([
      `${FILE}:5:1 — «## Resultados» no es una de las tres secciones de un caso (## El reto, ## La solución, ## Cómo trabajamos) — si es «## El reto», ponle ese título; si no, hazlo un ### dentro de una sección`,
      `${FILE}:9:1 — «## la solucion» no es una de las tres secciones de un caso (## El reto, ## La solución, ## Cómo trabajamos) — escríbelo «## La solución»`,
    ]);
    expect(project(`${SECTIONS}\n## Resultados\n\nTexto.\n`)).toEqual([
      `${FILE}:17:1 — «## Resultados» no es una de las tres secciones de un caso (## El reto, ## La solución, ## Cómo trabajamos) — hazlo un ### dentro de una sección`,
    ]);
  });

  it('says once that the sections are out of order', () => {
    const swapped =
      '## La solución\n\nTexto.\n\n## El reto\n\nTexto.\n\n## Cómo trabajamos\n\nTexto.\n';
    expect(project(swapped)).toEqual([
      `${FILE}:5:1 — las secciones del caso están fuera de orden — ordénalas: ## El reto, ## La solución, ## Cómo trabajamos`,
    ]);
  });

  it('passes every case of content/proyectos', () => {
    for (const name of ['tienda-artesanias-oaxaca', 'reservas-el-filo-barberia']) {
      const body = readFileSync(`content/proyectos/${name}.md`, 'utf8').split(/^---$/m)[2] ?? '';
      expect(project(body)).toEqual([]);
    }
  });
});
