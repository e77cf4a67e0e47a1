// lib/review: `npm run revisar` (Node). Spanish spelling with cspell's dictionary and the project's word list.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes } from 'mdast';
import { isWithEnclitics } from './enclitics';
import { findEnglishSentences } from './english-text';
import { loadSpanishDictionary } from './spanish-dictionary';
import type { MarkdownOutline } from './markdown-outline';
import type { Problem } from './problem';
import { positionAt } from './problem';

/** The agency's own terms, Mexican usage, brands and acronyms the dictionary lacks. */
export const WORD_LIST_FILE = 'content/palabras.txt';

/** English technical terms used as such in Spanish tech writing (performance, deploy…). */
export const TERMS_FILE = 'content/terminos-tecnicos.txt';

/** Mexico's states and main cities, towns and places (Veracruz, Xalapa, Coatepec). */
export const PLACES_FILE = 'content/lugares-mexico.txt';

/** How many misspelled words get suggestions (each costs tens of milliseconds). */
const MAX_SUGGESTED = 300;

/** A piece of text to check, where it starts in its file. */
export type SpellText = { text: string; line: number; column: number };

/**
 * Reads a word list of the project: one entry a line, whose words all count (a place may be
 * "San Luis Potosí"); blank lines and `#` comments are skipped.
 */
export function readWordList(file: string = WORD_LIST_FILE): string[] {
  const absolute = path.resolve(process.cwd(), file);
  if (!existsSync(absolute)) return [];
  return readFileSync(absolute, 'utf8')
    .split('\n')
    .flatMap((line) => line.replace(/#.*/, '').trim().split(/\s+/))
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

/** The warning for a sentence in English: one for the sentence, not one per word. */
function describeEnglish(sentence: string): Pick<Problem, 'message' | 'fix'> {
  const words = sentence.split(/\s+/);
  const quoted = words.length > 8 ? `${words.slice(0, 8).join(' ')}…` : sentence.trim();
  return {
    message: `esta oración parece estar en inglés: «${quoted}»`,
    fix: 'tradúcela al español; si es una cita que debe quedar en inglés, ponla entre comillas y di en español qué significa',
  };
}

/**
 * The spelling checker of a dictionary: every word it lacks is a warning, with suggestions. A
 * verb form with pronouns attached (súbelos) is known when its verb form is; a sentence in
 * English is one warning, and its words are not checked.
 */
export function buildSpellChecker(dictionary: SpellDictionary): SpellChecker {
  const verdicts = new Map<string, boolean>();
  const suggestions = new Map<string, string[]>();
  const isKnown = (word: string) => {
    let known = verdicts.get(word);
    if (known === undefined) {
      known = dictionary.has(word) || isWithEnclitics(word, dictionary.has);
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
      const place = (offset: number) => {
        const at = positionAt(text, offset);
        return {
          line: line + at.line - 1,
          column: at.line === 1 ? column + at.column - 1 : at.column,
        };
      };
      const skipped = getSkipped(text);
      let checked = skipped ? text.replace(skipped, (found) => ' '.repeat(found.length)) : text;
      for (const { start, end } of findEnglishSentences(checked)) {
        problems.push({
          file,
          ...place(start),
          severity: 'aviso',
          ...describeEnglish(text.slice(start, end)),
        });
        checked = checked.slice(0, start) + ' '.repeat(end - start) + checked.slice(end);
      }
      for (const match of checked.matchAll(WORD)) {
        const word = match[0];
        if (word.length < MIN_WORD_LENGTH || isKnown(word)) continue;
        if (acceptedHere.has(word.toLocaleLowerCase('es'))) continue;
        const options = suggest(word);
        problems.push({
          file,
          ...place(match.index),
          severity: 'aviso',
          message: `«${word}» no está en el diccionario`,
          fix:
            (options.length > 0
              ? `¿quisiste decir ${options.map((o) => `«${o}»`).join(', ')}? `
              : '') +
            `Corrígela o, si está bien escrita, agrégala a ${WORD_LIST_FILE}, a ${TERMS_FILE} (un término técnico en inglés), a ${PLACES_FILE} (un lugar) o a ortografia en el encabezado (solo este archivo)`,
        });
      }
    }
    return problems;
  };
}

/**
 * A spelling checker with the Spanish (Spain) dictionary of cspell, the project's word list, its
 * technical terms and Mexico's places. Offline: all are files.
 */
export async function createSpellChecker(
  words: string[] = [WORD_LIST_FILE, TERMS_FILE, PLACES_FILE].flatMap((file) => readWordList(file)),
): Promise<SpellChecker> {
  return buildSpellChecker(await loadSpanishDictionary(words));
}
