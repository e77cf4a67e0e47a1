// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import type { FootnoteDefinition, Nodes as MarkdownNodes, Root as MarkdownRoot } from 'mdast';
import { slugifyHeading } from '../content/heading-slug';
import { checkLinkAddress } from './link-address';
import { quote, type Place, type Report, type ShownText } from './page-text';
import { checkTableCells, checkTableText } from './table-check';

const ID_FIX = 'un id solo lleva minúsculas sin acentos, números y guiones';

/** `{#id}` the renderer did not take as a heading's id, so the page shows it. */
function checkHeadingIds({ text, block, placeOf }: ShownText, report: Report): void {
  for (const match of text.matchAll(/\{#([^}\n]*)\}?/g)) {
    const [written, name = ''] = match;
    const at = placeOf(match.index);
    const isLast = text.slice(match.index + written.length).trim() === '';
    if (!['h2', 'h3'].includes(block.tagName)) {
      report(
        at,
        `${written} se ve tal cual: un {#id} solo va al final de un encabezado ## o ###`,
        /^h[4-6]$/.test(block.tagName)
          ? 'quítalo, o haz el encabezado ## o ### si necesita un id'
          : 'quítalo, o ponlo al final de un encabezado ## o ###',
      );
    } else if (!isLast) {
      report(
        at,
        `${written} se ve en el título: el id va al final del encabezado`,
        'muévelo al final de la línea',
      );
    } else {
      const id = slugifyHeading(name, new Set());
      report(
        at,
        `el id ${written} no vale y se ve en el título: ${ID_FIX}`,
        name.trim() && id !== 'seccion'
          ? `escríbelo así: {#${id}}`
          : `escríbelo con letras: ${ID_FIX} ({#mi-seccion})`,
      );
    }
  }
}

/** `[texto](dirección)` Markdown did not read as a link or an image, so the page shows it. */
function checkUnreadLinks({ text, placeOf }: ShownText, report: Report): void {
  let after = 0;
  for (const match of text.matchAll(/\]\(/g)) {
    if (match.index < after) continue;
    const lineEnd = text.indexOf('\n', match.index);
    const close = text.indexOf(')', match.index);
    const end = close !== -1 && (lineEnd === -1 || close < lineEnd) ? close : -1;
    const open = text.lastIndexOf('[', match.index);
    const start = open > 0 && text[open - 1] === '!' ? open - 1 : Math.max(open, 0);
    const stop = end === -1 ? (lineEnd === -1 ? text.length : lineEnd) : end + 1;
    after = stop;
    const written = quote(text.slice(start, stop), 80);
    const what = `${text[start] === '!' ? 'la imagen' : 'el enlace'} ${written} se ve como texto`;
    const address = text.slice(match.index + 2, end === -1 ? stop : end);
    const problem = checkLinkAddress(address);
    if (/\s/.test(address.trim())) {
      report(
        placeOf(start),
        `${what}: su dirección lleva espacios`,
        problem?.fix ?? 'quita los espacios de la dirección',
      );
    } else if (end === -1) {
      report(
        placeOf(start),
        `${what}: le falta el paréntesis de cierre`,
        'ciérralo: [texto](/ruta)',
      );
    } else {
      report(
        placeOf(start),
        what,
        'escríbelo así: [texto](/ruta), con los corchetes y el paréntesis emparejados',
      );
    }
  }
  for (const match of text.matchAll(/\[([^[\]\n]*)\]\s+\((?=\/|#|https?:|mailto:|tel:)/g)) {
    report(
      placeOf(match.index),
      `el enlace [${quote(match[1] ?? '')}] (… se ve como texto: sobra el espacio entre ] y (`,
      `escríbelo junto: [${quote(match[1] ?? '')}](…)`,
    );
  }
}

/** Leftovers of emphasis and footnotes: `**` not closed, `[^1]` with no note. */
function checkMarks({ text, placeOf }: ShownText, report: Report): void {
  const bold = text.indexOf('**');
  if (bold !== -1) {
    report(
      placeOf(bold),
      '«**» se ve tal cual: la negrita no se abre o no se cierra',
      'pon los ** pegados al texto que resaltan: **texto resaltado**, sin espacio por dentro',
    );
  }
  for (const match of text.matchAll(/\[\^([^\]\s]*)\]/g)) {
    report(
      placeOf(match.index),
      `${match[0]} se ve tal cual: el sitio no publica notas al pie`,
      `escribe la nota en el texto, entre paréntesis, o en un párrafo aparte, y quita ${match[0]}`,
    );
  }
}

/** Every leftover of Markdown in the text a page shows, one error each with how to write it. */
export function checkShownText(shown: ShownText, report: Report): void {
  checkHeadingIds(shown, report);
  checkUnreadLinks(shown, report);
  checkMarks(shown, report);
  checkTableText(shown, report);
}

/**
 * What the page leaves out of the Markdown without a trace: a table row's cells past the table's
 * columns, and footnotes (`[^1]` and its `[^1]: …`), which the site does not publish: one error
 * for each note cited, at the citation, and one for each note no text cites.
 */
export function checkDroppedMarkdown(
  tree: MarkdownRoot,
  placeOf: (node: MarkdownNodes) => Place,
  report: Report,
): void {
  const cited = new Set<string>();
  const notes: FootnoteDefinition[] = [];
  const visit = (node: MarkdownNodes) => {
    if (node.type === 'table') checkTableCells(node, placeOf, report);
    if (node.type === 'footnoteDefinition') {
      notes.push(node);
      return;
    }
    if (node.type === 'footnoteReference') {
      cited.add(node.identifier);
      const written = `[^${node.label ?? node.identifier}]`;
      report(
        placeOf(node),
        `la nota al pie ${written} no se publica bien: el sitio no tiene notas al pie`,
        `escribe la nota en el texto, entre paréntesis, o en un párrafo aparte, y quita ${written} y su línea ${written}: …`,
      );
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  for (const note of notes) {
    if (cited.has(note.identifier)) continue;
    const written = `[^${note.label ?? note.identifier}]`;
    report(
      placeOf(note),
      `la nota ${written}: … no se publica: ningún ${written} del texto la cita, y el sitio no tiene notas al pie`,
      `pasa su texto al párrafo que le corresponde, entre paréntesis, y quita la línea ${written}: …`,
    );
  }
}
