// Build benchmark: generates N synthetic articles in a temporary directory, runs the full build
// (pre-build, `next build`, post-build) of a temporary copy of the site against them and reports
// wall time, peak memory of the whole process tree, the size of out/, of /blog's HTML and of the
// search index, and milliseconds per article. Usage: npm run bench:build -- 8 1000 5000
import { spawn, execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSyntheticArticles } from './synthetic-articles.mjs';

const root = path.resolve(import.meta.dirname, '..');
const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
if (counts.length === 0) counts.push(8, 1000, 5000);

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

/** Runs one step of the build; resolves with its seconds and the peak memory of its tree. */
function run(projectDir, articlesDir, command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
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
      if (code !== 0) reject(new Error(`${args.join(' ')} falló (código ${code}):\n${errors}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peak });
    });
  });
}

/**
 * The full `npm run build`, step by step: pre-build, `next build`, post-build. `next build` is
 * started directly, so the peak is the build's own, without npm's process (about 65 MB).
 */
async function build(projectDir, articlesDir) {
  const steps = {};
  let peak = 0;
  for (const [name, command, args] of [
    ['pre', 'npm', ['run', 'prebuild']],
    ['next', path.join(projectDir, 'node_modules/.bin/next'), ['build']],
    ['post', 'npm', ['run', 'postbuild']],
  ]) {
    const step = await run(projectDir, articlesDir, command, args);
    steps[name] = step.seconds;
    steps[`${name}PeakMb`] = step.peak / 1024 / 1024;
    peak = Math.max(peak, step.peak);
  }
  const seconds = steps.pre + steps.next + steps.post;
  return { seconds, steps, peakMb: peak / 1024 / 1024 };
}

const kb = (bytes) => bytes / 1024;
const fileSizes = (file) => {
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content).length };
};

const results = [];
for (const count of counts) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  try {
    const projectDir = path.join(workDir, 'site');
    const articlesDir = path.join(workDir, 'articles');
    copyProject(projectDir);
    const slugs = new Set(writeSyntheticArticles(articlesDir, count));
    const { seconds, steps, peakMb } = await build(projectDir, articlesDir);
    const outDir = path.join(projectDir, 'out');
    const pages = readdirSync(outDir).filter(
      (name) => name.endsWith('.html') && slugs.has(name.slice(0, -'.html'.length)),
    ).length;
    if (pages !== count)
      throw new Error(`se esperaban ${count} páginas de artículo y hay ${pages}`);
    const outMb =
      Number(execFileSync('du', ['-sb', outDir], { encoding: 'utf8' }).split('\t')[0]) /
      1024 /
      1024;
    const blog = fileSizes(path.join(outDir, 'blog.html'));
    const index = fileSizes(path.join(outDir, 'blog/busqueda.json'));
    const result = { articles: count, seconds, steps, peakMb, outMb, blog, index };
    results.push(result);
    console.log(
      `N=${count}: ${seconds.toFixed(1)} s (antes ${steps.pre.toFixed(1)} + next build ${steps.next.toFixed(1)} + después ${steps.post.toFixed(1)}), pico ${peakMb.toFixed(0)} MB (antes ${steps.prePeakMb.toFixed(0)}, next build ${steps.nextPeakMb.toFixed(0)}, después ${steps.postPeakMb.toFixed(0)}), out/ ${outMb.toFixed(0)} MB, /blog ${kb(blog.raw).toFixed(1)} KB (${kb(blog.gzip).toFixed(1)} KB gzip), índice ${kb(index.gzip).toFixed(1)} KB gzip`,
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

console.log(
  '\n| Artículos | Compilación (s) | next build (s) | ms por artículo | Memoria pico (MB) | out/ (MB) | /blog HTML (KB, gzip) | Índice de búsqueda (KB gzip) | B gzip por artículo |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.articles} | ${r.seconds.toFixed(1)} | ${r.steps.next.toFixed(1)} | ${((r.seconds * 1000) / r.articles).toFixed(1)} | ${r.peakMb.toFixed(0)} | ${r.outMb.toFixed(0)} | ${kb(r.blog.raw).toFixed(1)} (${kb(r.blog.gzip).toFixed(1)}) | ${kb(r.index.gzip).toFixed(1)} | ${(r.index.gzip / r.articles).toFixed(0)} |`,
  );
}
// The cost of one more article, between the smallest and the largest run.
if (results.length > 1) {
  const [first, last] = [results[0], results.at(-1)];
  const marginal = ((last.seconds - first.seconds) * 1000) / (last.articles - first.articles);
  console.log(
    `\nCada artículo más cuesta ${marginal.toFixed(0)} ms de compilación (entre ${first.articles} y ${last.articles}).`,
  );
}

// Budget: the build's peak memory at 1,000 articles (the figures in docs/desarrollo.md).
const PEAK_BUDGET = { articles: 1000, maxPeakMb: 1200 };
const overBudget = results.find(
  (r) => r.articles === PEAK_BUDGET.articles && r.peakMb > PEAK_BUDGET.maxPeakMb,
);
if (overBudget) {
  console.error(
    `\nPresupuesto incumplido: con ${PEAK_BUDGET.articles} artículos la compilación llegó a ${overBudget.peakMb.toFixed(0)} MB de memoria, más de ${PEAK_BUDGET.maxPeakMb} MB.`,
  );
  process.exitCode = 1;
}
