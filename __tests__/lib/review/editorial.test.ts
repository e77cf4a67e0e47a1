/** @jest-environment node */
import { checkEditorialWarnings } from '@/lib/review/editorial';
import { outlineMarkdown } from '@/lib/review/markdown-outline';
import { countSyllables, getFernandezHuerta, splitSentences } from '@/lib/review/readability';

describe('readability', () => {
  it('counts Spanish syllables: diphthongs, hiatus, silent u and y', () => {
    const words = ['programación', 'día', 'país', 'que', 'guerra', 'pingüino', 'hoy', 'aeropuerto'];
    expect(words.map(countSyllables)).toEqual([4, 2, 2, 1, 2, 3, 1, 5]);
  });

  it('splits sentences at a period followed by a capital, not inside numbers', () => {
    expect(splitSentences('Cuesta 2.5 pesos. ¿Lo compras? Sí. Hay 3 opciones.')).toEqual([
      'Cuesta 2.5 pesos.',
      '¿Lo compras?',
      'Sí.',
      'Hay 3 opciones.',
    ]);
  });

  it('scores short, plain sentences as easy and long, learned ones as hard', () => {
    expect(getFernandezHuerta(['El sol sale.', 'La casa es azul.'])).toBeGreaterThan(90);
    const hard =
      'La implementación de infraestructuras tecnológicas interoperables presupone ' +
      'consideraciones metodológicas extraordinariamente heterogéneas y particularmente complejas.';
    expect(getFernandezHuerta([hard])).toBeLessThan(0);
  });
});

describe('checkEditorialWarnings', () => {
  const source = `---
title: 'Un título demasiado largo para lo que muestran los buscadores en sus resultados'
description: 'Corta.'
keywords: ['caché', 'navegador']
---

Primer párrafo sin la palabra clave.
`;

  it('warns about the title, the description, the first keyword and the length, where they are', () => {
    const body = source.slice(source.indexOf('\nPrimer') + 1);
    const warnings = checkEditorialWarnings(
      'x.md',
      source,
      {
        title: 'Un título demasiado largo para lo que muestran los buscadores en sus resultados',
        description: 'Corta.',
        keywords: ['caché', 'navegador'],
      },
      outlineMarkdown(body, 7),
    );
    expect(warnings.map(({ line, column, message }) => `${line}:${column} ${message}`)).toEqual([
      '2:8 el título tiene 79 caracteres; los buscadores muestran unos 60',
      '3:14 la descripción tiene 6 caracteres; los buscadores muestran de 120 a 156',
      '4:12 la primera palabra clave, «caché», no está en el título ni en el primer párrafo',
      '7:1 el texto tiene 6 palabras',
    ]);
    expect(warnings.every((warning) => warning.severity === 'aviso')).toBe(true);
  });
});
