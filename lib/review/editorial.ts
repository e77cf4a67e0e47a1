// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import type { Nodes, Paragraph as ParagraphNode } from 'mdast';
import type { Article, ArticleFrontmatter } from '../blog/article-schema';
import { toMexicoCityDate } from '../site/mexico-city-date';
import { normalizeText } from '../site/text-search';
import { locateField } from './frontmatter-position';
import { textOfNode, type MarkdownOutline } from './markdown-outline';
import { positionWithin, type Problem } from './problem';
import { listSentences, listWords, scoreFernandezHuerta } from './readability';

/** What search engines show of a title and a description before cutting it. */
export const TITLE_MAX = 60;
export const DESCRIPTION_RANGE = [120, 156] as const;
export const MIN_WORDS = 300;
export const MIN_READING_EASE = 60;
export const LONG_SENTENCE_WORDS = 25;
/** The share of sentences over `LONG_SENTENCE_WORDS` words a text may have. */
export const LONG_SENTENCES_MAX_SHARE = 0.25;
/** A paragraph longer than this fills a phone's screen: the reader loses the thread. */
export const LONG_PARAGRAPH_WORDS = 150;

/** A paragraph of running text (in the body, a list or a quote) and the line it starts on. */
type Paragraph = { text: string; line: number; column: number; node: ParagraphNode };

function listParagraphs(outline: MarkdownOutline): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'paragraph') {
      paragraphs.push({
        text: textOfNode(node),
        line: (node.position?.start.line ?? 1) + outline.firstLine - 1,
        column: node.position?.start.column ?? 1,
        node,
      });
      return;
    }
    if (node.type === 'table' || node.type === 'code' || node.type === 'html') return;
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(outline.tree);
  return paragraphs;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * The warnings an editor of a marketing blog checks by hand: a title longer than results pages
 * show, a description outside what they show, the first keyword missing from the title or the
 * first paragraph, a text too short, too hard to read (Fernández Huerta) or with too many long
 * sentences. None of them stops the build.
 */
export function checkEditorialWarnings(
  file: string,
  source: string,
  article: Pick<ArticleFrontmatter, 'title' | 'description' | 'keywords'>,
  outline: MarkdownOutline,
): Problem[] {
  const problems: Problem[] = [];
  const warn = (at: { line: number; column: number }, message: string, fix: string) =>
    problems.push({ file, ...at, severity: 'aviso', message, fix });
  const { title, description, keywords } = article;
  if (title.length > TITLE_MAX) {
    warn(
      locateField(source, ['title']),
      `el título tiene ${title.length} caracteres; los buscadores muestran unos ${TITLE_MAX}`,
      `acórtalo a ${TITLE_MAX} o menos, con lo importante al principio`,
    );
  }
  const [minimum, maximum] = DESCRIPTION_RANGE;
  if (description.length < minimum || description.length > maximum) {
    warn(
      locateField(source, ['description']),
      `la descripción tiene ${description.length} caracteres; los buscadores muestran de ${minimum} a ${maximum}`,
      description.length > maximum
        ? `acórtala a ${maximum} o menos para que no la corten`
        : `alárgala a ${minimum} o más: di qué encontrará quien lea`,
    );
  }
  const paragraphs = listParagraphs(outline);
  const keyword = keywords[0];
  const first = paragraphs[0];
  if (keyword !== undefined) {
    const missing = [
      ...(normalizeText(title).includes(normalizeText(keyword)) ? [] : ['el título']),
      ...(first && normalizeText(first.text).includes(normalizeText(keyword))
        ? []
        : ['el primer párrafo']),
    ];
    if (missing.length > 0) {
      warn(
        locateField(source, ['keywords', 0]),
        `la primera palabra clave, «${keyword}», no está en ${missing.join(' ni en ')}`,
        'úsala tal cual ahí, o pon primero en keywords la que sí usas',
      );
    }
  }
  const start = first ?? { line: outline.firstLine, column: 1 };
  const sentences = paragraphs.flatMap((paragraph) =>
    listSentences(paragraph.text).map((sentence) => ({ ...sentence, paragraph })),
  );
  // Sentences split a paragraph at spaces only: together they have all its words.
  const words = sentences.reduce((total, sentence) => total + sentence.words.length, 0);
  if (words < MIN_WORDS) {
    warn(
      start,
      `el texto tiene ${words} palabras`,
      `un artículo útil pasa de ${MIN_WORDS}: desarrolla las secciones`,
    );
  }
  const ease = scoreFernandezHuerta(sentences.map((sentence) => sentence.words));
  if (sentences.length > 0 && ease < MIN_READING_EASE) {
    warn(
      start,
      `la lectura es difícil: ${ease.toFixed(0)} en la escala Fernández Huerta (desde ${MIN_READING_EASE} se lee sin esfuerzo)`,
      'usa oraciones más cortas y palabras más sencillas',
    );
  }
  const long = sentences.filter(({ words }) => words.length > LONG_SENTENCE_WORDS);
  if (sentences.length > 0 && long.length / sentences.length > LONG_SENTENCES_MAX_SHARE) {
    const lines = [...new Set(long.map(({ paragraph }) => paragraph.line))];
    warn(
      long[0]!.paragraph,
      `${percent(long.length / sentences.length)} de las oraciones pasan de ${LONG_SENTENCE_WORDS} palabras (a lo más, ${percent(LONG_SENTENCES_MAX_SHARE)})`,
      `divide las más largas, en las líneas ${lines.slice(0, 8).join(', ')}${lines.length > 8 ? '…' : ''}`,
    );
  }
  return problems;
}

/**
 * The warning for an article whose `publishedDate` is after `today` without being a draft: the
 * build leaves it out until that day, which an editor who meant to publish it now would miss.
 */
export function checkScheduledDate(
  file: string,
  source: string,
  article: Pick<Article, 'status' | 'publishedDate'>,
  today: string = toMexicoCityDate(),
): Problem[] {
  if (article.status !== 'scheduled') return [];
  return [
    {
      file,
      ...locateField(source, ['publishedDate']),
      severity: 'aviso',
      message: `publishedDate es ${article.publishedDate}, después de hoy (${today}): no se publica hoy, sale con la primera compilación de ese día o posterior`,
      fix: `si debe salir ya, pon la fecha de hoy, '${today}'; si lo programaste a propósito, déjalo así`,
    },
  ];
}

type Quote = { kind: 'angle' | 'curly' | 'straight'; mark: string };

const QUOTE_MARKS = /[«»“”"]/g;

type MixedQuotes = { opening: string; closing: string; line: number; column: number };

/**
 * The pairs of quotes of a paragraph opened with one kind and closed with another, «…" or "…»,
 * each where its closing one is. A straight quote after a letter and before a space or a sign
 * closes; before a letter it opens (a quote inside «…» is written "…" or “…”).
 */
function findMixedQuotes(paragraph: ParagraphNode, firstLine: number): MixedQuotes[] {
  const found: MixedQuotes[] = [];
  const open: Quote[] = [];
  const texts: { value: string; line: number; column: number }[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'text') {
      texts.push({
        value: node.value,
        line: (node.position?.start.line ?? 1) + firstLine - 1,
        column: node.position?.start.column ?? 1,
      });
    } else if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(paragraph);
  for (const text of texts) {
    for (const match of text.value.matchAll(QUOTE_MARKS)) {
      const mark = match[0];
      const top = open.at(-1);
      const before = text.value[match.index - 1] ?? ' ';
      const after = text.value[match.index + 1] ?? ' ';
      const closes =
        mark === '»' ||
        mark === '”' ||
        (mark === '"' &&
          (top?.kind === 'straight' || (/\S/.test(before) && /[\s.,;:!?)…]/.test(after))));
      if (!closes) {
        open.push({ kind: mark === '«' ? 'angle' : mark === '“' ? 'curly' : 'straight', mark });
        continue;
      }
      if (!top) continue;
      open.pop();
      const expected = top.kind === 'angle' ? '»' : top.kind === 'curly' ? '”' : '"';
      if (mark !== expected && (top.kind === 'angle' || mark === '»')) {
        found.push({
          opening: top.mark,
          closing: mark,
          ...positionWithin(text, text.value, match.index),
        });
      }
    }
  }
  return found;
}

/**
 * Warnings on the prose of any Markdown file (article, service, project or legal text): a
 * paragraph over `LONG_PARAGRAPH_WORDS` words, and quotes opened with one kind and closed with
 * another («…" or "…»).
 */
export function checkProseWarnings(file: string, outline: MarkdownOutline): Problem[] {
  const problems: Problem[] = [];
  for (const paragraph of listParagraphs(outline)) {
    const words = listWords(paragraph.text).length;
    if (words > LONG_PARAGRAPH_WORDS) {
      problems.push({
        file,
        line: paragraph.line,
        column: paragraph.column,
        severity: 'aviso',
        message: `este párrafo tiene ${words} palabras`,
        fix: `divídelo en párrafos de ${LONG_PARAGRAPH_WORDS} palabras o menos, uno por idea: en un teléfono ocupa más de una pantalla`,
      });
    }
    for (const mixed of findMixedQuotes(paragraph.node, outline.firstLine)) {
      const pair = mixed.opening === '«' ? '«…»' : mixed.opening === '“' ? '“…”' : '"…"';
      problems.push({
        file,
        line: mixed.line,
        column: mixed.column,
        severity: 'aviso',
        message: `las comillas no coinciden: se abren con ${mixed.opening} y se cierran con ${mixed.closing}`,
        fix: `ciérralas con la misma clase con que se abren, ${pair} (para una cita dentro de otra: «… "…" …»)`,
      });
    }
  }
  return problems;
}
