// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
const STRONG = new Set([...'aeoáéóíú']);
const WEAK = new Set([...'iuü']);

/**
 * The syllables of a Spanish word, by its vowel groups: two strong vowels (a, e, o, or an accented
 * í, ú) are a hiatus and count twice; a weak vowel (i, u) beside another vowel joins it in a
 * diphthong. The u of que, qui, gue, gui is silent, and a y that no vowel follows is a vowel.
 */
export function countSyllables(word: string): number {
  const spoken = word
    .toLowerCase()
    .replace(/([qg])u([eéií])/g, '$1$2')
    .replace(/y(?![aeiouáéíóú])/g, 'i');
  let count = 0;
  let previous: 'strong' | 'weak' | 'none' = 'none';
  for (const letter of spoken) {
    if (STRONG.has(letter)) {
      if (previous !== 'weak') count += 1;
      previous = 'strong';
    } else if (WEAK.has(letter)) {
      if (previous === 'none') count += 1;
      previous = 'weak';
    } else {
      previous = 'none';
    }
  }
  return Math.max(1, count);
}

/** The words of a text: runs of letters (a number alone is not a word). */
export function listWords(text: string): string[] {
  return text.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
}

/** A sentence and its words (`listWords`). */
export type Sentence = { text: string; words: string[] };

/**
 * The sentences of a block of text with their words: it ends one, and so does a period, question
 * or exclamation mark or an ellipsis followed by a space and a capital letter, a digit or an
 * opening sign. A piece without words is not a sentence.
 */
export function listSentences(block: string): Sentence[] {
  return block
    .split(/(?<=[.!?…])\s+(?=[¿¡"«(]?[\p{Lu}\d])/u)
    .map((sentence) => {
      const text = sentence.trim();
      return { text, words: listWords(text) };
    })
    .filter((sentence) => sentence.words.length > 0);
}

/** The sentences of a block of text (`listSentences`), as text. */
export function splitSentences(block: string): string[] {
  return listSentences(block).map((sentence) => sentence.text);
}

/** Syllables by word: a text repeats most of its words. */
const syllablesByWord = new Map<string, number>();

function countWordSyllables(word: string): number {
  let count = syllablesByWord.get(word);
  if (count === undefined) {
    count = countSyllables(word);
    syllablesByWord.set(word, count);
  }
  return count;
}

/**
 * The Fernández Huerta reading ease of sentences given by their words (`listSentences`): see
 * `getFernandezHuerta`.
 */
export function scoreFernandezHuerta(sentences: readonly (readonly string[])[]): number {
  const words = sentences.flat();
  if (words.length === 0) return 100;
  const syllables = words.reduce((total, word) => total + countWordSyllables(word), 0);
  return (
    206.84 - 0.6 * ((syllables / words.length) * 100) - 1.02 * (words.length / sentences.length)
  );
}

/**
 * The Fernández Huerta reading ease of Spanish text, its adaptation of Flesch as Yoast computes
 * it: 206.84 − 0.60 × syllables per 100 words − 1.02 × words per sentence. From 60 it reads as
 * normal text for most adults; under 50, as fairly hard.
 */
export function getFernandezHuerta(sentences: readonly string[]): number {
  return scoreFernandezHuerta(sentences.map(listWords));
}
