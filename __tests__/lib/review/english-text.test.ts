/** @jest-environment node */
import { findEnglishSentences, isEnglishSentence } from '@/lib/review/english-text';

describe('isEnglishSentence', () => {
  it.each([
    'Your website should load in less than three seconds for the best results.',
    'The quick brown fox jumps over the lazy dog.',
    'We will get back to you as soon as we can.',
  ])('reads «%s» as English', (sentence) => {
    expect(isEnglishSentence(sentence)).toBe(true);
  });

  it.each([
    'El encabezado Cache-Control le dice al navegador cuánto tiempo guardar la copia.',
    'Time to First Byte mide lo que tarda el servidor.',
    'Usa el plugin de SEO y revisa el Core Web Vitals de tu sitio antes del deploy.',
    'Think different.',
    'Su lema era «Move fast and break things» y así les fue.',
  ])('reads «%s» as Spanish, or too short to tell', (sentence) => {
    expect(isEnglishSentence(sentence)).toBe(false);
  });
});

describe('findEnglishSentences', () => {
  it('gives each English sentence from its first letter to its stop', () => {
    const text = 'Hola. This is the kind of text that you should translate first. Adiós.';
    const [range] = findEnglishSentences(text);
    expect(text.slice(range!.start, range!.end)).toBe(
      'This is the kind of text that you should translate first.',
    );
  });
});
