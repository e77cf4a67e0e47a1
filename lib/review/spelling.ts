// lib/review: `npm run revisar` (Node). Spanish spelling with cspell's dictionary and the project's word list.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Nodes } from 'mdast';
import type { MarkdownOutline } from './markdown-outline';
import type { Problem } from './problem';
import { positionAt } from './problem';

/** The agency's own terms, brands and technical words the dictionary lacks: one a line, `#` comments. */
export const WORD_LIST_FILE = 'content/palabras.txt';

/** How many misspelled words get suggestions (each costs tens of milliseconds). */
const MAX_SUGGESTED = 300;

/** A piece of text to check, where it starts in its file. */
export type SpellText = { text: string; line: number; column: number };

/** Reads the project's word list: one word a line; blank lines and `#` comments are skipped. */
export function readWordList(file = path.join(process.cwd(), WORD_LIST_FILE)): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** Shorter words are not checked, as cspell does by default: most are acronyms (SEO, PHP, IVA). */
const MIN_WORD_LENGTH = 4;

// Left out of the check: URLs, domains, e-mail addresses, {{placeholders}}, a heading's {#id}
// and words with a digit or an underscore (versions, file names, code out of backticks).
const SKIPPED =
  /\{\{[^}]*\}\}|\{#[^}]*\}|\b\w+:\/\/\S+|\bwww\.\S+|\S+@\S+\.\w+|\b[\w-]+\.(?:com|mx|net|org|io|dev)\b|[\p{L}\d_]*[\d_][\p{L}\d_]*/gu;
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

/** Checks Spanish spelling; one instance serves every file, remembering each word's verdict. */
export type SpellChecker = (file: string, texts: readonly SpellText[]) => Problem[];

/**
 * A spelling checker with the Spanish (Spain) dictionary of cspell, which also holds the
 * Mexican words this site uses, and the project's word list. Offline: both are files.
 */
export async function createSpellChecker(words: string[] = readWordList()): Promise<SpellChecker> {
  const require = createRequire(__filename);
  const dictionaryDir = path.dirname(require.resolve('@cspell/dict-es-es/cspell-ext.json'));
  // cspell-lib is an ES module only: loaded when a review needs it.
  const { getDictionary } = await import('cspell-lib');
  const dictionary = await getDictionary({
    dictionaryDefinitions: [{ name: 'es-es', path: path.join(dictionaryDir, 'Spanish.trie.gz') }],
    dictionaries: ['es-es'],
    words,
  });
  const verdicts = new Map<string, boolean>();
  const suggestions = new Map<string, string[]>();
  const isKnown = (word: string) => {
    let known = verdicts.get(word);
    if (known === undefined) {
      known = dictionary.has(word, { ignoreCase: false });
      verdicts.set(word, known);
    }
    return known;
  };
  const suggest = (word: string) => {
    let found = suggestions.get(word);
    if (found === undefined) {
      found =
        suggestions.size < MAX_SUGGESTED
          ? dictionary.suggest(word, { numSuggestions: 3, ignoreCase: false }).map((s) => s.word)
          : [];
      suggestions.set(word, found);
    }
    return found;
  };
  return (file, texts) => {
    const problems: Problem[] = [];
    for (const { text, line, column } of texts) {
      const checked = text.replace(SKIPPED, (skipped) => ' '.repeat(skipped.length));
      for (const match of checked.matchAll(WORD)) {
        const word = match[0];
        if (word.length < MIN_WORD_LENGTH || isKnown(word)) continue;
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
              : '') + `Corrígela o, si está bien escrita, agrégala a ${WORD_LIST_FILE}`,
        });
      }
    }
    return problems;
  };
}
