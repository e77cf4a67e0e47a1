// lib/review: `npm run revisar` (Node). Spanish verb forms with pronouns attached: súbelos, comprimirlas, dándoselo.

/**
 * The pronouns a verb form can carry at its end, in their fixed order: `se`, then one of
 * `me`/`te`/`nos`, then one of `lo`/`la`/`le` and their plurals (dáselo, cómetela, escríbenos).
 */
const ENCLITICS = /^(se)?(me|te|nos)?(l[aeo]s?)?$/;

const ACCENTED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
const ACCENT: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
const VOWEL = /[aeiouáéíóúü]/;
const STRONG = /[aeoáéó]/;

const removeAccents = (word: string) => word.replace(/[áéíóú]/g, (vowel) => ACCENTED[vowel]!);

/** The word with a written accent on its last syllable's vowel: esta → está, de → dé. */
function accentLast(word: string): string {
  const nucleus = listNuclei(word).at(-1);
  if (!nucleus || nucleus.end !== word.length) return word;
  return placeAccent(word, nucleus);
}

/** A vowel group: the letters `start` to `end` (excluded) that make one syllable's nucleus. */
type Nucleus = { start: number; end: number };

/**
 * The vowel nuclei of a lower-case word, one per syllable: two strong vowels (a, e, o) or an
 * accented í or ú beside another vowel are a hiatus and split; a weak vowel joins its neighbour.
 * A final y after a vowel (estoy) belongs to its nucleus.
 */
function listNuclei(word: string): Nucleus[] {
  const nuclei: Nucleus[] = [];
  for (let index = 0; index < word.length; index += 1) {
    const letter = word[index]!;
    const finalY = letter === 'y' && index === word.length - 1 && index > 0;
    if (!VOWEL.test(letter) && !finalY) continue;
    const last = nuclei.at(-1);
    const previous = word[index - 1] ?? '';
    const joins =
      last?.end === index &&
      !(STRONG.test(previous) && STRONG.test(letter)) &&
      !/[íú]/.test(previous + letter);
    if (joins) last.end = index + 1;
    else nuclei.push({ start: index, end: index + 1 });
  }
  return nuclei;
}

/**
 * The nucleus a word is stressed on: the one with a written accent; otherwise the next to last
 * for a word ending in a vowel, n or s, and the last for the others.
 */
function findStress(word: string, nuclei: readonly Nucleus[]): number {
  const accented = nuclei.findIndex(({ start, end }) => /[áéíóú]/.test(word.slice(start, end)));
  if (accented !== -1) return accented;
  const penultimate = /[aeiouns]$/.test(word) && nuclei.length > 1;
  return nuclei.length - (penultimate ? 2 : 1);
}

/** Whether the accent of the stressed nucleus marks a hiatus (oír, reír): it stays whatever follows. */
const marksHiatus = (word: string, { start, end }: Nucleus) =>
  /[íú]/.test(word.slice(start, end)) &&
  (VOWEL.test(word[start - 1] ?? '') || VOWEL.test(word[end] ?? ''));

/**
 * How `stem` is written with `pronouns` attached, stressed where `base` (the form alone, in the
 * dictionary) is: a stress three or more syllables from the end takes a written accent (súbe +
 * los → súbelos), a stress two from the end loses it (está + te → estate), as the RAE's rules
 * say. The accent goes on the strong vowel of a diphthong, or on the second of two weak ones.
 */
function attach(base: string, stem: string, pronouns: number, suffix: string): string | null {
  const nuclei = listNuclei(stem);
  const baseNuclei = listNuclei(base);
  if (nuclei.length !== baseNuclei.length || nuclei.length === 0) return null;
  const stressed = findStress(base, baseNuclei);
  const nucleus = nuclei[stressed]!;
  const fromEnd = nuclei.length - stressed + pronouns;
  if (marksHiatus(stem, nucleus)) return stem + suffix;
  const plain = removeAccents(stem);
  return (fromEnd < 3 ? plain : placeAccent(plain, nucleus)) + suffix;
}

/** The word with a written accent on a nucleus: on its strong vowel, or the second of two weak ones. */
function placeAccent(word: string, { start, end }: Nucleus): string {
  const group = word.slice(start, end);
  const strong = group.search(/[aeo]/);
  const target = start + (strong !== -1 ? strong : group.length - 1);
  const vowel = word[target]!;
  return `${word.slice(0, target)}${ACCENT[vowel] ?? vowel}${word.slice(target + 1)}`;
}

/**
 * Whether `word` is a verb form of the dictionary (`has`) with pronouns attached and written as
 * Spanish spells it: comprimirlas, Súbelos, Redúcelas, dándoselo, vámonos. The accent must be
 * right, so "casala" (for cásala) is still a misspelling.
 */
export function isWithEnclitics(word: string, has: (word: string) => boolean): boolean {
  const lower = word.toLocaleLowerCase('es');
  for (let cut = lower.length - 2; cut >= 2; cut -= 1) {
    const suffix = lower.slice(cut);
    const pronouns = ENCLITICS.exec(suffix);
    if (!pronouns) continue;
    const count = pronouns.slice(1).filter(Boolean).length;
    const stem = lower.slice(0, cut);
    // The form alone may carry an accent the longer word drops (está + te → estate), and
    // before nos a form ending in -mos drops its s (vamos + nos → vámonos).
    const bases = [stem, removeAccents(stem), accentLast(removeAccents(stem))];
    if (suffix.startsWith('nos') && stem.endsWith('mo'))
      bases.push(`${stem}s`, `${removeAccents(stem)}s`);
    for (const base of new Set(bases)) {
      if (!has(base)) continue;
      if (attach(base, stem, count, suffix) === lower) return true;
    }
  }
  return false;
}
