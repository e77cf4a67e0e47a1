// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import type { Nodes } from 'mdast';
import type { ArticleFrontmatter } from '../blog/article-schema';
import { normalizeText } from '../site/text-search';
import { locateField } from './frontmatter-position';
import { textOfNode, type MarkdownOutline } from './markdown-outline';
import type { Problem } from './problem';
import { listSentences, scoreFernandezHuerta } from './readability';

/** What search engines show of a title and a description before cutting it. */
export const TITLE_MAX = 60;
export const DESCRIPTION_RANGE = [120, 156] as const;
export const MIN_WORDS = 300;
export const MIN_READING_EASE = 60;
export const LONG_SENTENCE_WORDS = 25;
/** The share of sentences over `LONG_SENTENCE_WORDS` words a text may have. */
export const LONG_SENTENCES_MAX_SHARE = 0.25;

/** A paragraph of running text (in the body, a list or a quote) and the line it starts on. */
type Paragraph = { text: string; line: number; column: number };

function listParagraphs(outline: MarkdownOutline): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'paragraph') {
      paragraphs.push({
        text: textOfNode(node),
        line: (node.position?.start.line ?? 1) + outline.firstLine - 1,
        column: node.position?.start.column ?? 1,
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
