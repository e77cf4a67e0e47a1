// Review benchmark: times `npm run revisar` over N synthetic articles (the real ones' texts, see
// synthetic-articles.mjs) and the legal texts. Usage: npm run bench:revisar -- 8 1000
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSyntheticArticles } from './synthetic-articles.mjs';

const root = path.resolve(import.meta.dirname, '..');
const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
if (counts.length === 0) counts.push(8, 1000);
// The command of `npm run revisar` (tsx, its Node options, the script), run without npm.
const [command = 'tsx', ...args] = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).scripts.revisar.split(' ');

for (const count of counts) {
  const articlesDir = mkdtempSync(path.join(tmpdir(), 'bench-revisar-'));
  try {
    writeSyntheticArticles(articlesDir, count);
    const started = performance.now();
    const run = spawnSync(path.join(root, 'node_modules/.bin', command), args, {
      cwd: root,
      env: { ...process.env, ARTICLES_DIR: articlesDir },
      encoding: 'utf8',
    });
    const seconds = (performance.now() - started) / 1000;
    const summary = run.stdout.trim().split('\n').at(-1);
    console.log(`N=${count}: ${seconds.toFixed(1)} s (código ${run.status}) — ${summary}`);
    if (run.status !== 0) console.log(run.stdout.split('\n').slice(0, 20).join('\n'), run.stderr);
  } finally {
    rmSync(articlesDir, { recursive: true, force: true });
  }
}
