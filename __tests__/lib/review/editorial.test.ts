/** @jest-environment node */
import {
  checkEditorialWarnings,
  checkProseWarnings,
  checkScheduledDate,
} from '@/lib/review/editorial';
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

describe('checkScheduledDate', () => {
  const source = "---\ntitle: 'Un título'\npublishedDate: '2099-01-10'\n---\n";

  it('says an article dated after today is not published today, with the date and the fix', () => {
    const [warning] = checkScheduledDate(
      'x.md',
      source,
      { status: 'scheduled', publishedDate: '2099-01-10' },
      '2026-12-01',
    );
    expect(warning).toEqual({
      file: 'x.md',
      line: 3,
      column: 16,
      severity: 'aviso',
      message:
        'publishedDate es 2099-01-10, después de hoy (2026-12-01): no se publica hoy, sale con la primera compilación de ese día o posterior',
      fix: "si debe salir ya, pon la fecha de hoy, '2026-12-01'; si lo programaste a propósito, déjalo así",
    });
  });

  it('says nothing of a published article or a draft', () => {
    for (const status of ['published', 'draft'] as const) {
      expect(checkScheduledDate('x.md', source, { status, publishedDate: '2099-01-10' })).toEqual(
        [],
      );
    }
  });
});

describe('checkProseWarnings', () => {
  const check = (body: string) =>
    checkProseWarnings('x.md', outlineMarkdown(body, 10)).map(
      ({ line, column, message }) => `${line}:${column} ${message}`,
    );

  it('warns about a paragraph over 150 words, and not about one of 150', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'palabra').join(' ');
    expect(check(`${words(150)}.\n\n- ${words(151)}.\n`)).toEqual([
      '12:3 este párrafo tiene 151 palabras',
    ]);
  });

  it('warns about quotes opened with one kind and closed with another, where they close', () => {
    expect(
      check(
        'Dijo «hola" y se fue.\n\nLuego "adiós» sin más.\n\nTodo «bien "citado" aquí» y “así”.\n\nUn monitor de 27" basta.\n',
      ),
    ).toEqual([
      '10:11 las comillas no coinciden: se abren con « y se cierran con "',
      '12:13 las comillas no coinciden: se abren con " y se cierran con »',
    ]);
  });

  it('says how to fix mixed quotes', () => {
    const [warning] = checkProseWarnings('x.md', outlineMarkdown('Dijo «hola".\n'));
    expect(warning?.fix).toBe(
      'ciérralas con la misma clase con que se abren, «…» (para una cita dentro de otra: «… "…" …»)',
    );
  });
});
