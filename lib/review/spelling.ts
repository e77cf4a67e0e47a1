// lib/review: `npm run revisar` (Node). Spanish spelling with cspell's dictionary and the project's word list.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Nodes } from 'mdast';
import type { MarkdownOutline } from './markdown-outline';
import type { Problem } from './problem';
import { positionAt } from './problem';

/** The agency's own terms, Mexican usage, brands and acronyms the dictionary lacks. */
export const WORD_LIST_FILE = 'content/palabras.txt';

/** English technical terms used as such in Spanish tech writing (performance, deploy…). */
export const TERMS_FILE = 'content/terminos-tecnicos.txt';

/** How many misspelled words get suggestions (each costs tens of milliseconds). */
const MAX_SUGGESTED = 300;

/** A piece of text to check, where it starts in its file. */
export type SpellText = { text: string; line: number; column: number };

/** Reads a word list of the project: one word a line; blank lines and `#` comments are skipped. */
export function readWordList(file: string = WORD_LIST_FILE): string[] {
  const absolute = path.resolve(process.cwd(), file);
  if (!existsSync(absolute)) return [];
  return readFileSync(absolute, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/**
 * The comment that accepts words in one Markdown file, `<!-- ortografia: palabra otra -->`: the
 * renderer drops HTML comments, so it never shows on the page.
 */
export const SPELLING_COMMENT = /^<!--\s*ortograf[ií]a:([\s\S]*?)-->$/;

/**
 * The words one file accepts besides the word lists: its header's `ortografia` and those of its
 * `<!-- ortografia: … -->` comments.
 */
export function listAcceptedWords(
  outline: MarkdownOutline,
  headerWords: readonly string[] = [],
): string[] {
  const words = [...headerWords];
  const visit = (node: Nodes) => {
    const comment = node.type === 'html' ? SPELLING_COMMENT.exec(node.value.trim()) : null;
    if (comment) words.push(...(comment[1] ?? '').split(/[\s,]+/).filter(Boolean));
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(outline.tree);
  return words;
}

/** Shorter words are not checked, as cspell does by default: most are acronyms (SEO, PHP, IVA). */
const MIN_WORD_LENGTH = 4;

// Left out of the check: {{placeholders}}, a heading's {#id}, URLs, domains, e-mail addresses
// and words with a digit or an underscore (versions, file names, code out of backticks). Each
// with what a text must contain for it to match anywhere.
const SKIPPED_PATTERNS: readonly { source: string; needs: RegExp }[] = [
  { source: String.raw`\{\{[^}]*\}\}`, needs: /\{\{/ },
  { source: String.raw`\{#[^}]*\}`, needs: /\{#/ },
  { source: String.raw`\b\w+:\/\/\S+`, needs: /:\/\// },
  { source: String.raw`\bwww\.\S+`, needs: /www\./ },
  { source: String.raw`\S+@\S+\.\w+`, needs: /@/ },
  { source: String.raw`\b[\w-]+\.(?:com|mx|net|org|io|dev)\b`, needs: /\./ },
  { source: String.raw`[\p{L}\d_]*[\d_][\p{L}\d_]*`, needs: /[\d_]/ },
];

const skippedByPatterns = new Map<number, RegExp>();

/**
 * The pattern of what `text` leaves out of the check: the alternatives it can match, in their
 * order. One that cannot match anywhere in the text never wins, so leaving it out changes
 * nothing; it saves trying it at every position (the last two backtrack over each word).
 */
function getSkipped(text: string): RegExp | undefined {
  let key = 0;
  SKIPPED_PATTERNS.forEach(({ needs }, index) => {
    if (needs.test(text)) key |= 1 << index;
  });
  if (key === 0) return undefined;
  let pattern = skippedByPatterns.get(key);
  if (!pattern) {
    const sources = SKIPPED_PATTERNS.filter((_, index) => key & (1 << index));
    pattern = new RegExp(sources.map(({ source }) => source).join('|'), 'gu');
    skippedByPatterns.set(key, pattern);
  }
  return pattern;
}

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/** The running text of a Markdown body: text nodes outside code, each where it starts. */
export function listSpellTexts(outline: MarkdownOutline): SpellText[] {
  const texts: SpellText[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'text') {
      texts.push({
        text: node.value,
        line: (node.position?.start.line ?? 1) + outline.firstLine - 1,
        column: node.position?.start.column ?? 1,
      });
      return;
    }
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(outline.tree);
  return texts;
}

/**
 * Checks Spanish spelling; one instance serves every file, remembering each word's verdict.
 * `accepted` are the words the file itself accepts (`listAcceptedWords`), in any case.
 */
export type SpellChecker = (
  file: string,
  texts: readonly SpellText[],
  accepted?: readonly string[],
) => Problem[];

/** What a spelling checker asks of its dictionary. */
export type SpellDictionary = {
  has: (word: string) => boolean;
  /** The closest words, best first. */
  suggest: (word: string) => string[];
};

/**
 * Whether a suggestion is worth showing: one that splits the word in two ("perforan ce" for
 * "performance") only when it is the word itself with a missing space put back ("sin embargo").
 */
export function isLikelySuggestion(word: string, suggestion: string): boolean {
  return !suggestion.includes(' ') || suggestion.replaceAll(' ', '') === word;
}

/** The spelling checker of a dictionary: every word it lacks is a warning, with suggestions. */
export function buildSpellChecker(dictionary: SpellDictionary): SpellChecker {
  const verdicts = new Map<string, boolean>();
  const suggestions = new Map<string, string[]>();
  const isKnown = (word: string) => {
    let known = verdicts.get(word);
    if (known === undefined) {
      known = dictionary.has(word);
      verdicts.set(word, known);
    }
    return known;
  };
  const suggest = (word: string) => {
    let found = suggestions.get(word);
    if (found === undefined) {
      found =
        suggestions.size < MAX_SUGGESTED
          ? dictionary
              .suggest(word)
              .filter((suggestion) => isLikelySuggestion(word, suggestion))
              .filter((suggestion, index, all) => {
                const lower = suggestion.toLocaleLowerCase('es');
                return all.findIndex((other) => other.toLocaleLowerCase('es') === lower) === index;
              })
              .slice(0, 3)
          : [];
      suggestions.set(word, found);
    }
    return found;
  };
  return (file, texts, accepted = []) => {
    const acceptedHere = new Set(accepted.map((word) => word.toLocaleLowerCase('es')));
    const problems: Problem[] = [];
    for (const { text, line, column } of texts) {
      const skipped = getSkipped(text);
      const checked = skipped ? text.replace(skipped, (found) => ' '.repeat(found.length)) : text;
      for (const match of checked.matchAll(WORD)) {
        const word = match[0];
        if (word.length < MIN_WORD_LENGTH || isKnown(word)) continue;
        if (acceptedHere.has(word.toLocaleLowerCase('es'))) continue;
        const at = positionAt(text, match.index);
        const options = suggest(word);
        problems.push({
          file,
          line: line + at.line - 1,
          column: at.line === 1 ? column + at.column - 1 : at.column,
          severity: 'aviso',
          message: `«${word}» no está en el diccionario`,
          fix:
            (options.length > 0
              ? `¿quisiste decir ${options.map((o) => `«${o}»`).join(', ')}? `
              : '') +
            `Corrígela o, si está bien escrita, agrégala a ${WORD_LIST_FILE}, a ${TERMS_FILE} (un término técnico en inglés) o a ortografia en el encabezado (solo este archivo)`,
        });
      }
    }
    return problems;
  };
}

/**
 * A spelling checker with the Spanish (Spain) dictionary of cspell, the project's word list and
 * its technical terms. Offline: all are files.
 */
export async function createSpellChecker(
  words: string[] = [...readWordList(WORD_LIST_FILE), ...readWordList(TERMS_FILE)],
): Promise<SpellChecker> {
  const require = createRequire(__filename);
  const dictionaryDir = path.dirname(require.resolve('@cspell/dict-es-es/cspell-ext.json'));
  // cspell-lib is an ES module only: loaded when a review needs it.
  const { getDictionary } = await import('cspell-lib');
  const dictionary = await getDictionary({
    dictionaryDefinitions: [{ name: 'es-es', path: path.join(dictionaryDir, 'Spanish.trie.gz') }],
    dictionaries: ['es-es'],
    words,
  });
  return buildSpellChecker({
    has: (word) => dictionary.has(word, { ignoreCase: false }),
    // More than the three shown: the unlikely splits are dropped first.
    suggest: (word) =>
      dictionary.suggest(word, { numSuggestions: 6, ignoreCase: false }).map((s) => s.word),
  });
}
