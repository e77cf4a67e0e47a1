// Build benchmark: generates N synthetic articles in a temporary directory, builds a temporary
// copy of the site against them and reports build time, peak memory of the whole process tree
// and milliseconds per article. Usage: npm run bench:build -- 8 200 1000
import { spawn, execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
if (counts.length === 0) counts.push(8, 200, 1000);

const sources = readdirSync(path.join(root, 'content/articles'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const text = readFileSync(path.join(root, 'content/articles', name), 'utf8');
    const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const image = /image: "([^"]+)"/.exec(frontmatter)?.[1];
    return { body, image };
  });

const categories = JSON.parse(readFileSync(path.join(root, 'content/categories.json'), 'utf8')).map(
  (category) => category.slug,
);

function writeArticles(dir, count) {
  mkdirSync(dir, { recursive: true });
  const start = Date.UTC(2015, 0, 1);
  for (let i = 0; i < count; i += 1) {
    const source = sources[i % sources.length];
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const slug = `articulo-sintetico-${i + 1}`;
    writeFileSync(
      path.join(dir, `${slug}.md`),
      `---
id: ${i + 1}
title: "Artículo sintético número ${i + 1} para medir la compilación"
slug: "${slug}"
description: "Artículo generado para el banco de pruebas de compilación: mide cuánto tarda el sitio en crecer con cientos de artículos reales."
keywords: ["benchmark", "compilación", "artículo ${i % 12}", "rendimiento"]
image: "${source.image}"
publishedDate: "${date}"
category: "${categories[i % categories.length]}"
---

${source.body}`,
    );
  }
}

function treeRssBytes(pid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while it was being read.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    total += rss.get(current) ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

function copyProject(target) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    if (file.startsWith('content/articles/')) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(target, file));
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(target, 'node_modules')]);
}

function build(projectDir, articlesDir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.join(projectDir, 'node_modules/.bin/next'), ['build'], {
      cwd: projectDir,
      env: { ...process.env, ARTICLES_DIR: articlesDir, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let peak = 0;
    let errors = '';
    const timer = setInterval(() => (peak = Math.max(peak, treeRssBytes(child.pid))), 100);
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`next build falló (código ${code}):\n${errors}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak / 1024 / 1024 });
    });
  });
}

const results = [];
for (const count of counts) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  try {
    const projectDir = path.join(workDir, 'site');
    const articlesDir = path.join(workDir, 'articles');
    copyProject(projectDir);
    writeArticles(articlesDir, count);
    const { seconds, peakMb } = await build(projectDir, articlesDir);
    const pages = readdirSync(path.join(projectDir, 'out')).filter(
      (name) => name.startsWith('articulo-sintetico-') && name.endsWith('.html'),
    ).length;
    if (pages !== count)
      throw new Error(`se esperaban ${count} páginas de artículo y hay ${pages}`);
    results.push({ articles: count, seconds, peakMb, msPerArticle: (seconds * 1000) / count });
    console.log(
      `N=${count}: ${seconds.toFixed(1)} s, pico ${peakMb.toFixed(0)} MB, ${((seconds * 1000) / count).toFixed(1)} ms/artículo`,
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

console.log('\n| Artículos | Compilación (s) | Memoria pico (MB) | ms por artículo |');
console.log('|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.articles} | ${r.seconds.toFixed(1)} | ${r.peakMb.toFixed(0)} | ${r.msPerArticle.toFixed(1)} |`,
  );
}
