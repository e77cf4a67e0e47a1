// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import type { Element, Nodes } from 'hast';
import type { Locate, Place, Report } from './page-text';
import { positionWithin } from './problem';

const childrenOf = (node: Nodes): Nodes[] =>
  'children' in node && Array.isArray(node.children) ? node.children : [];

/**
 * The text nodes of an element written in the Markdown (those with a place in the file): not
 * what the page adds around them, such as a legal section's number.
 */
function listWrittenTexts(node: Nodes): { value: string; node: Nodes }[] {
  if (node.type === 'text') return node.position ? [{ value: node.value, node }] : [];
  if (node.type === 'element' && node.tagName === 'img') {
    return [{ value: String(node.properties.alt ?? ''), node }];
  }
  return childrenOf(node).flatMap(listWrittenTexts);
}

/** A heading that ends in «:» (it introduces nothing: it names a section) or has no words. */
export function checkHeadingText(
  heading: Element,
  at: Place,
  locate: Locate,
  report: Report,
): void {
  const texts = listWrittenTexts(heading);
  const text = texts.map((piece) => piece.value).join('');
  const marks = '#'.repeat(Number(heading.tagName.slice(1)));
  if (!/[\p{L}\p{N}]/u.test(text)) {
    report(
      at,
      text.trim()
        ? `el encabezado «${text.trim()}» no tiene palabras: el índice y los lectores de pantalla no dicen de qué trata la sección`
        : 'el encabezado está vacío',
      `escribe un título con palabras; el emoji puede ir junto a ellas: ${marks} 🚀 Lanzamiento`,
    );
    return;
  }
  const last = texts.findLast((piece) => piece.value.trim() !== '');
  if (!last || !/:\s*$/.test(last.value)) return;
  const start = locate(last.node) ?? at;
  report(
    positionWithin(start, last.value, last.value.search(/:\s*$/)),
    `el encabezado «${text.trim()}» termina en dos puntos: un título nombra su sección, no la presenta`,
    `quita los dos puntos: ${marks} ${text.trim().replace(/:$/, '')}`,
  );
}

/** A link with no text: the page shows nothing to click, and screen readers read its address. */
export function checkLinkText(link: Element, at: Place, report: Report): void {
  const hasImage = childrenOf(link).some(
    (child) => child.type === 'element' && child.tagName === 'img',
  );
  // An image without alt text is already an error of its own.
  if (hasImage) return;
  const textOf = (node: Nodes): string =>
    node.type === 'text' ? node.value : childrenOf(node).map(textOf).join('');
  if (textOf(link).trim() !== '') return;
  const href = String(link.properties.href ?? '');
  report(
    at,
    `el enlace a ${href || '(sin dirección)'} no tiene texto: la página no muestra nada que pulsar`,
    `escribe entre los corchetes adónde lleva: [Lee la guía](${href || '/ruta'})`,
  );
}
