/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { outlineMarkdown } from '@/lib/review/markdown-outline';
import {
  buildSpellChecker,
  isLikelySuggestion,
  listAcceptedWords,
  type SpellDictionary,
} from '@/lib/review/spelling';

const root = path.join(__dirname, '..', '..', '..');

describe('isLikelySuggestion', () => {
  it.each([
    ['performance', 'perforan ce', false],
    ['performance', 'perfora nace', false],
    ['sinembargo', 'sin embargo', true],
    ['navegdor', 'navegador', true],
  ])('%s → %s: %s', (word, suggestion, likely) => {
    expect(isLikelySuggestion(word, suggestion)).toBe(likely);
  });
});

describe('listAcceptedWords', () => {
  it('takes the header’s words and those of every spelling comment', () => {
    const outline = outlineMarkdown(
      '<!-- ortografia: sharding Kubernetes -->\n\nTexto <!-- ortografía: memoizar, hidratar --> y más.\n\n<!-- otro comentario -->\n',
    );
    expect(listAcceptedWords(outline, ['fediverso'])).toEqual([
      'fediverso',
      'sharding',
      'Kubernetes',
      'memoizar',
      'hidratar',
    ]);
  });
});

describe('buildSpellChecker', () => {
  const dictionary: SpellDictionary = {
    has: (word) => ['texto', 'sobre'].includes(word.toLowerCase()),
    suggest: () => ['perforan ce', 'perfora nace', 'performa', 'Performa', 'sobre', 'texto'],
  };
  const check = buildSpellChecker(dictionary);

  it('accepts the file’s own words in any case, and drops unlikely splits and repeats from suggestions', () => {
    const texts = [{ text: 'Texto sobre Sharding y performance', line: 4, column: 1 }];
    const problems = check('a.md', texts, ['sharding']);
    expect(problems).toEqual([
      expect.objectContaining({
        line: 4,
        column: 24,
        message: '«performance» no está en el diccionario',
        fix: expect.stringMatching(/^¿quisiste decir «performa», «sobre», «texto»\? Corrígela/),
      }),
    ]);
    expect(check('b.md', texts).map((problem) => problem.message)).toEqual([
      '«Sharding» no está en el diccionario',
      '«performance» no está en el diccionario',
    ]);
  });
});

describe('buildSpellChecker on Spanish verbs and English sentences', () => {
  const known = new Set(['sube', 'comprimir', 'reduce', 'tienda', 'precio', 'antes', 'pero']);
  const check = buildSpellChecker({
    has: (word) => known.has(word.toLowerCase()),
    suggest: () => [],
  });

  it('knows a verb form with pronouns when it knows the verb, and still flags a missing accent', () => {
    const texts = [{ text: 'Súbelos, comprimirlas, Redúcelas; subelos no.', line: 1, column: 1 }];
    expect(check('a.md', texts).map((problem) => problem.message)).toEqual([
      '«subelos» no está en el diccionario',
    ]);
  });

  it('reports a sentence in English once, where it starts, and none of its words', () => {
    const text =
      'Antes del precio. Your website should load in less than three seconds for the best results. Pero tienda.';
    const problems = check('a.md', [{ text, line: 3, column: 5 }]);
    expect(problems).toEqual([
      expect.objectContaining({
        line: 3,
        column: 23,
        message:
          'esta oración parece estar en inglés: «Your website should load in less than three…»',
      }),
    ]);
  });
});

describe('npm run revisar on spelling', () => {
  it('knows technical terms, Mexican usage and places, verbs with pronouns, and the words an article accepts; an English sentence is one warning', () => {
    const dir = path.join('__tests__', 'fixtures', 'articles', 'spelling');
    const file = path.join(dir, 'ortografia.md');
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/review-content.ts', file],
      { cwd: root, env: { ...process.env, ARTICLES_DIR: dir }, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const spelling = run.stdout.split('\n').filter((line) => line.includes('diccionario'));
    expect(spelling).toEqual([
      expect.stringContaining(
        `${file}:20:4 — «perfomance» no está en el diccionario — ¿quisiste decir «performance»,`,
      ),
      expect.stringContaining(`${file}:20:19 — «navegdor» no está en el diccionario`),
    ]);
    expect(spelling.join('\n')).not.toMatch(/«\p{L}+ \p{L}+»/u);
    expect(run.stdout).toContain(
      `${file}:29:1 — esta oración parece estar en inglés: «Your website should load in less than three…»`,
    );
    expect(run.stdout).not.toContain(' error ');
  }, 60_000);
});
