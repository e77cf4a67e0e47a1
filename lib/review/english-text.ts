// lib/review: `npm run revisar` (Node). Sentences written in English inside the Spanish text.

/**
 * English function words that are not Spanish words too (no "a", "me", "he", "has", "no"):
 * any English sentence is full of them, a Spanish one with an English term has none.
 */
const ENGLISH = new Set(
  (
    "the of and to in is are was were be been being it its it’s it's this that these those " +
    'with for on at by from into about than then there their they them we our you your ' +
    "will would should could can’t can't don’t don't doesn’t doesn't isn’t isn't what " +
    'which who whom whose when where why how all any each more most other some such only own ' +
    'same too very just but or not if because while after before over under again both few ' +
    "does did doing have having get make made know like you’re you're i’m i'm " +
    "let’s let's my his her she him"
  ).split(' '),
);

/** Spanish function words: a sentence with several of them is Spanish whatever it quotes. */
const SPANISH = new Set(
  (
    'de la que el en y los se del las un por con una su para es al lo como más pero sus le ya ' +
    'o este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde ' +
    'todo nos durante todos uno les ni contra otros ese eso ante ellos e esto antes algunos ' +
    'qué unos yo otro otras otra él tanto esa estos mucho quienes nada muchos cual poco ella ' +
    'estar estas algunas algo nosotros tu tus te ti tú puedes puede son está están'
  ).split(' '),
);

/** A sentence shorter than this is a name, a title or a quoted phrase, not prose in English. */
const MIN_WORDS = 6;
/** The share of English function words from which a sentence reads as English. */
const MIN_ENGLISH_SHARE = 0.2;

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/** Whether a sentence's words read as English: many English function words, few Spanish ones. */
export function isEnglishSentence(sentence: string): boolean {
  const words = (sentence.match(WORD) ?? []).map((word) => word.toLocaleLowerCase('en'));
  if (words.length < MIN_WORDS) return false;
  const english = words.filter((word) => ENGLISH.has(word)).length;
  const spanish = words.filter((word) => SPANISH.has(word)).length;
  return english / words.length >= MIN_ENGLISH_SHARE && english > 2 * spanish;
}

/** A sentence of a text, by where it starts and ends in it. */
export type TextRange = { start: number; end: number };

/**
 * The sentences of `text` written in English: each from its first letter to its final stop (a
 * period, question or exclamation mark or an ellipsis), or to the end of the text.
 */
export function findEnglishSentences(text: string): TextRange[] {
  const found: TextRange[] = [];
  for (const match of text.matchAll(/[^.!?…]+(?:[.!?…]+|$)/g)) {
    if (!isEnglishSentence(match[0])) continue;
    const start = match.index + match[0].search(/\p{L}/u);
    found.push({ start, end: match.index + match[0].length });
  }
  return found;
}
