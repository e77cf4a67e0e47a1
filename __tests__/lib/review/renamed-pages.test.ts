/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTempDirPerTest } from '../../fixtures/temp-dir';
import { formatProblem } from '@/lib/review/problem';
import { checkRenamedPages } from '@/lib/review/renamed-pages';

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe' });

const article = (slug: string, extra = '', id = 3) => `---
id: ${id}
title: 'Guía de caché'
slug: '${slug}'
${extra}publishedDate: '2025-01-10'
---

Texto de la guía.
`;

describe('checkRenamedPages', () => {
  const tempDir = createTempDirPerTest('renombrados');

  const commit = (files: Record<string, string>) => {
    const root = tempDir();
    const dir = path.join(root, 'articulos');
    mkdirSync(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(
      root,
      '-c',
      'user.name=prueba',
      '-c',
      'user.email=prueba@ejemplo.mx',
      'commit',
      '-qm',
      'uno',
    );
    return { root, dir };
  };
  const check = (root: string, dir: string) =>
    checkRenamedPages([{ dir, pathOf: ({ slug }) => `/${slug}` }], root).map(formatProblem);

  it('suggests redirectFrom on the renamed file, with the slugs the old one had', () => {
    const { root, dir } = commit({
      'cache.md': article('cache', "redirectFrom: ['cache-2024']\n"),
    });
    renameSync(path.join(dir, 'cache.md'), path.join(dir, 'guia-cache.md'));
    const renamed = path.join(dir, 'guia-cache.md');
    writeFileSync(
      renamed,
      readFileSync(renamed, 'utf8').replace("slug: 'cache'", "slug: 'guia-cache'"),
    );
    expect(check(root, dir)).toEqual([
      "articulos/guia-cache.md:4:7 — en el último commit este archivo era cache.md: su dirección, /cache, dejará de existir y quien llegue por un enlace viejo verá la página 404 — agrega al encabezado redirectFrom: ['cache-2024', 'cache'] para que /cache lleve a /guia-cache",
    ]);
    writeFileSync(
      renamed,
      readFileSync(renamed, 'utf8').replace(
        "redirectFrom: ['cache-2024']",
        "redirectFrom: ['cache-2024', 'cache']",
      ),
    );
    expect(check(root, dir)).toEqual([]);
  });

  it('says nothing of a draft renamed before it was published, or of a page deleted', () => {
    const { root, dir } = commit({
      'borrador.md': article('borrador', 'draft: true\n'),
      'otra.md': article('otra', '', 4)
        .replace('Guía de caché', 'Otra guía')
        .replace('Texto de la guía.', 'Otro texto.'),
    });
    renameSync(path.join(dir, 'borrador.md'), path.join(dir, 'borrador-nuevo.md'));
    execFileSync('rm', [path.join(dir, 'otra.md')]);
    expect(check(root, dir)).toEqual([]);
  });

  it('says nothing outside a git repository', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'cache.md'), article('cache'));
    expect(check(dir, dir)).toEqual([]);
  });
});
