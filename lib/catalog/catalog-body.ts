// lib/catalog: build time and `npm run revisar` (Node). What the text under a service's or a case's header must be.
import { textOfNode, type MarkdownOutline } from '../review/markdown-outline';
import type { Problem } from '../review/problem';

/** A case's sections, in the order its page tells them (docs/editores.md, «Servicios y proyectos»). */
export const CASE_SECTIONS = ['El reto', 'La solución', 'Cómo trabajamos'] as const;

const EXPLICIT_ID = /\s*\{#[^}]*\}\s*$/;
const SECTIONS_TEXT = CASE_SECTIONS.map((title) => `## ${title}`).join(', ');

type Place = { line: number; column: number };

/** The body's headings, each with its text (without a `{#id}`) and where it starts in the file. */
function listHeadings({ tree, firstLine }: MarkdownOutline) {
  return tree.children.flatMap((node) =>
    node.type === 'heading'
      ? [
          {
            depth: node.depth,
            text: textOfNode(node).replace(EXPLICIT_ID, '').trim(),
            line: (node.position?.start.line ?? 1) + firstLine - 1,
            column: node.position?.start.column ?? 1,
          },
        ]
      : [],
  );
}

/**
 * A service's text is its introduction, two or three paragraphs: the page draws every section
 * (for whom, what it includes, the steps, the questions) from the header, so the text has no
 * heading.
 */
export function checkServiceBody(file: string, outline: MarkdownOutline): Problem[] {
  return listHeadings(outline).map(({ depth, text, line, column }) => ({
    file,
    line,
    column,
    severity: 'error',
    message: `«${'#'.repeat(depth)} ${text}»: el texto de un servicio no lleva encabezados`,
    fix: 'escríbelo como un párrafo: las secciones de la página (para quién es, qué incluye, pasos, preguntas) salen de los campos del encabezado',
  }));
}

/**
 * A case's text has the three `##` sections of `CASE_SECTIONS`, once each and in that order;
 * `###` subtitles may go inside them.
 */
export function checkCaseBody(file: string, outline: MarkdownOutline): Problem[] {
  const problems: Problem[] = [];
  const error = (at: Place, message: string, fix: string) =>
    problems.push({ file, ...at, severity: 'error', message, fix });
  const sections = listHeadings(outline).filter((heading) => heading.depth === 2);
  const titles = sections.map((section) => section.text);
  const reordered =
    titles.length === CASE_SECTIONS.length &&
    CASE_SECTIONS.every((title) => titles.includes(title));
  if (reordered) {
    const first = sections.find((section, index) => section.text !== CASE_SECTIONS[index]);
    if (first) {
      error(first, 'las secciones del caso están fuera de orden', `ordénalas: ${SECTIONS_TEXT}`);
    }
    return problems;
  }
  const reportMissing = (missing: readonly string[], at: Place, before?: string) => {
    if (missing.length === 0) return;
    const names = missing.map((title) => `«## ${title}»`).join(' y ');
    error(
      at,
      `${missing.length === 1 ? 'falta la sección' : 'faltan las secciones'} ${names}${before ? ` antes de «## ${before}»` : ''}`,
      `escríbela${missing.length === 1 ? '' : 's'}: un caso cuenta ${SECTIONS_TEXT}, en ese orden`,
    );
  };
  let expected = 0;
  for (const section of sections) {
    let index = CASE_SECTIONS.findIndex((title) => title === section.text);
    if (index === -1) {
      // A misspelt title stands for its section; any other, for the next one missing.
      const same = CASE_SECTIONS.findIndex(
        (title) => title.localeCompare(section.text, 'es', { sensitivity: 'base' }) === 0,
      );
      const meant = same === -1 && expected < CASE_SECTIONS.length ? expected : same;
      error(
        section,
        `«## ${section.text}» no es una de las tres secciones de un caso (${SECTIONS_TEXT})`,
        same !== -1
          ? `escríbelo «## ${CASE_SECTIONS[same]}»`
          : meant !== -1
            ? `si es «## ${CASE_SECTIONS[meant]}», ponle ese título; si no, hazlo un ### dentro de una sección`
            : 'hazlo un ### dentro de una sección',
      );
      if (meant === -1) continue;
      index = meant;
      if (same === -1) {
        expected = index + 1;
        continue;
      }
    }
    if (index < expected) {
      error(
        section,
        `«## ${section.text}» está repetida o fuera de orden`,
        `cada sección va una vez y en este orden: ${SECTIONS_TEXT}`,
      );
    } else {
      reportMissing(CASE_SECTIONS.slice(expected, index), section, section.text);
      expected = index + 1;
    }
  }
  const lastLine = (outline.tree.children.at(-1)?.position?.end.line ?? 1) + outline.firstLine - 1;
  reportMissing(CASE_SECTIONS.slice(expected), { line: lastLine, column: 1 });
  return problems;
}
