/** @jest-environment node */
import { isWithEnclitics } from '@/lib/review/enclitics';

const verbs = new Set([
  'comprimir',
  'sube',
  'reduce',
  'da',
  'dando',
  'vamos',
  'oír',
  'está',
  'diciendo',
  'enviar',
  'contacta',
  'suscribe',
  'pongan',
  'haz',
  'di',
  'casa',
  'compra',
  'sigue',
]);
const has = (word: string) => verbs.has(word);

describe('isWithEnclitics', () => {
  it.each([
    'comprimirlas',
    'Súbelos',
    'Redúcelas',
    'dámelo',
    'dándoselo',
    'vámonos',
    'oírlo',
    'estate',
    'diciéndoles',
    'enviártelo',
    'Contáctanos',
    'suscríbete',
    'pónganse',
    'hazlo',
    'dime',
    'cásala',
    'cómprala',
    'síguenos',
  ])('knows %s', (word) => {
    expect(isWithEnclitics(word, has)).toBe(true);
  });

  it.each([
    ['subelos', 'the accent of a stress three syllables from the end is missing'],
    ['casala', 'idem'],
    ['comprala', 'idem'],
    ['comprímirlas', 'an accent where the stress does not fall'],
    ['oirlo', 'the accent of the hiatus is missing'],
    ['comprimirxy', 'not a pronoun'],
    ['mesalo', 'not a word of the dictionary'],
  ])('refuses %s: %s', (word) => {
    expect(isWithEnclitics(word, has)).toBe(false);
  });
});
