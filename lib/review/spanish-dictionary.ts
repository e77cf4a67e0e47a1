// lib/review: `npm run revisar` (Node). cspell's Spanish dictionary, loaded in milliseconds.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SpellDictionary } from './spelling';

/**
 * Where the dictionary is kept decoded, in cspell's binary trie format: decoding the package's
 * text trie takes about 300 ms on every run, reading the binary one about 10 ms. Beside the
 * other tools' caches, out of the source tree; deleting it only costs the next run those 300 ms.
 */
const CACHE_DIR = path.join('node_modules', '.cache', 'revisar');

const require = createRequire(__filename);

/** A package's folder and version, found as Node finds it (neither package exports its package.json). */
function findPackage(name: string): { dir: string; version: string } {
  for (const modules of require.resolve.paths(name) ?? []) {
    const file = path.join(modules, name, 'package.json');
    if (!existsSync(file)) continue;
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
    return { dir: path.dirname(file), version };
  }
  throw new Error(`falta el paquete ${name}: ejecuta npm install`);
}

type DictionaryOptions = NonNullable<
  Parameters<typeof import('cspell-dictionary').createSpellingDictionary>[3]
>;

/** The package's own settings for its dictionary: the edit costs that rank accented suggestions. */
function readDictionaryInformation(dir: string): DictionaryOptions['dictionaryInformation'] {
  const extension = JSON.parse(readFileSync(path.join(dir, 'cspell-ext.json'), 'utf8')) as {
    dictionaryDefinitions?: {
      dictionaryInformation?: DictionaryOptions['dictionaryInformation'];
    }[];
  };
  return extension.dictionaryDefinitions?.[0]?.dictionaryInformation;
}

/** The binary trie of the Spanish dictionary: from the cache, or decoded and cached once. */
async function readSpanishTrie(dir: string, cacheFile: string): Promise<Uint8Array<ArrayBuffer>> {
  if (existsSync(cacheFile)) return new Uint8Array(readFileSync(cacheFile));
  const { decodeTrie, encodeITrieToBTrie } = await import('cspell-trie-lib');
  const text = gunzipSync(readFileSync(path.join(dir, 'Spanish.trie.gz'))).toString('utf8');
  const binary = encodeITrieToBTrie(decodeTrie(text));
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    // Written aside and renamed: a run that starts meanwhile never reads half a file.
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, binary);
    renameSync(partial, cacheFile);
  } catch {
    // A read-only checkout still works, only slower.
  }
  return binary;
}

/**
 * cspell's Spanish (Spain) dictionary with `words` added (the project's lists), as the spelling
 * check asks for it. Offline: every part is a file.
 */
export async function loadSpanishDictionary(words: readonly string[]): Promise<SpellDictionary> {
  // Both are ES modules only: loaded when a review needs them.
  const { createSpellingDictionary, createSpellingDictionaryFromTrieFile } =
    await import('cspell-dictionary');
  const spanish = findPackage('@cspell/dict-es-es');
  const trieLib = findPackage('cspell-trie-lib');
  const cacheFile = path.resolve(
    process.cwd(),
    CACHE_DIR,
    `es-es-${spanish.version}-trie-${trieLib.version}.btrie`,
  );
  const trie = await readSpanishTrie(spanish.dir, cacheFile);
  const build = (options: DictionaryOptions) => ({
    spanish: createSpellingDictionaryFromTrieFile(trie, 'es-es', cacheFile, options),
    project: createSpellingDictionary(words, 'proyecto', 'content/', options),
  });
  const checking = build({});
  // The edit costs take about 300 ms to prepare: only a review that has something to suggest pays them.
  let suggesting: ReturnType<typeof build> | undefined;
  const search = { ignoreCase: false };
  return {
    has: (word) => checking.spanish.has(word, search) || checking.project.has(word, search),
    // More than the three shown: the unlikely splits are dropped first.
    suggest: (word) => {
      suggesting ??= build({ dictionaryInformation: readDictionaryInformation(spanish.dir) });
      return [
        ...suggesting.spanish.suggest(word, { numSuggestions: 6, ignoreCase: false }),
        ...suggesting.project.suggest(word, { numSuggestions: 2, ignoreCase: false }),
      ]
        .sort((a, b) => a.cost - b.cost)
        .map((suggestion) => suggestion.word);
    },
  };
}
