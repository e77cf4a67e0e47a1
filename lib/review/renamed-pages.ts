// lib/review: `npm run revisar` (Node). A page renamed since the last commit, and the redirect its old address needs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { splitFrontmatter } from '../content/frontmatter';
import { isRecord } from '../content/is-record';
import { toMexicoCityDate } from '../site/mexico-city-date';
import { locateField } from './frontmatter-position';
import type { Problem } from './problem';

/** A folder of pages, one Markdown file each, and the address of a page by its slug. */
export type PageFolder = { dir: string; pathOf: (page: { slug: string }) => string };

/** What is compared of a page's file to tell where it went. */
type PageFile = {
  name: string;
  slug: string;
  header: Record<string, unknown>;
  body: string;
};

/** Runs git in `dir`; undefined when git or the repository is not there. */
function runGit(dir: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', dir, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

function readPage(name: string, source: string): PageFile {
  try {
    const { data, body } = splitFrontmatter(source, name);
    const header = isRecord(data) ? data : {};
    const slug = typeof header.slug === 'string' ? header.slug : path.basename(name, '.md');
    return { name, slug, header, body };
  } catch {
    return { name, slug: path.basename(name, '.md'), header: {}, body: source };
  }
}

/** Whether the last commit published the page: not a draft, not dated after today. */
function wasPublished({ header }: PageFile, today: string): boolean {
  if (header.draft === true) return false;
  return typeof header.publishedDate !== 'string' || header.publishedDate <= today;
}

/** The share of the old body's non-blank lines that the new body still has. */
function sharedLines(before: string, after: string): number {
  const lines = before.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return 0;
  const now = new Set(after.split('\n'));
  return lines.filter((line) => now.has(line)).length / lines.length;
}

/** The file an old page became: the same id (articles), else the same title, else most of its text. */
function findSuccessor(old: PageFile, added: readonly PageFile[]): PageFile | undefined {
  const same = (key: string) =>
    old.header[key] !== undefined
      ? added.find((page) => page.header[key] === old.header[key])
      : undefined;
  return (
    same('id') ??
    same('title') ??
    added.find((page) => page.body.trim() !== '' && sharedLines(old.body, page.body) >= 0.5)
  );
}

const listNames = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Warnings for the pages renamed since the last commit (git's HEAD) whose old address would
 * answer 404: a published page whose file is gone while a new file has its id, its title or
 * most of its text, and does not list the old slug in `redirectFrom`. Each on the new file's
 * `slug`, with the line to add. Without git, or outside a repository, there is nothing to say.
 */
export function checkRenamedPages(folders: readonly PageFolder[], root = process.cwd()): Problem[] {
  const today = toMexicoCityDate();
  const problems: Problem[] = [];
  for (const { dir, pathOf } of folders) {
    if (!existsSync(dir)) continue;
    const committed = runGit(dir, ['ls-tree', '--name-only', 'HEAD', '.']);
    if (committed === undefined) continue;
    const current = new Set(readdirSync(dir).filter((name) => name.endsWith('.md')));
    const before = new Set(committed.split('\n').filter((name) => name.endsWith('.md')));
    const gone = [...before].filter((name) => !current.has(name));
    if (gone.length === 0) continue;
    const added = [...current]
      .filter((name) => !before.has(name))
      .map((name) => readPage(name, readFileSync(path.join(dir, name), 'utf8')));
    for (const name of gone) {
      const source = runGit(dir, ['show', `HEAD:./${name}`]);
      if (source === undefined) continue;
      const old = readPage(name, source);
      if (!wasPublished(old, today)) continue;
      const successor = findSuccessor(old, added);
      if (!successor || successor.slug === old.slug) continue;
      added.splice(added.indexOf(successor), 1);
      const listed = listNames(successor.header.redirectFrom);
      if (listed.includes(old.slug)) continue;
      const wanted = [...new Set([...listNames(old.header.redirectFrom), ...listed, old.slug])];
      const file = path.relative(root, path.join(dir, successor.name));
      problems.push({
        file,
        ...locateField(readFileSync(path.join(dir, successor.name), 'utf8'), ['slug']),
        severity: 'aviso',
        message: `en el último commit este archivo era ${name}: su dirección, ${pathOf(old)}, dejará de existir y quien llegue por un enlace viejo verá la página 404`,
        fix: `agrega al encabezado redirectFrom: [${wanted.map((slug) => `'${slug}'`).join(', ')}] para que ${pathOf(old)} lleve a ${pathOf(successor)}`,
      });
    }
  }
  return problems;
}
