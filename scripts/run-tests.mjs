// `npm test`: every check of the project. Lint, types and the content review (`npm run revisar`),
// unit tests and the build do not depend on one another, so they run side by side (on two cores,
// one waiting on a single thread leaves the other core free); each one's output is printed whole
// when it ends. The end-to-end tests need the build and both cores, so they run after, with their
// output as it comes. A table of how long each phase took closes the run. Exits 1 if any check
// fails; nothing runs after a failure.
import { spawn } from 'node:child_process';

/** Lanes that run side by side; the scripts of one lane run one after the other. */
const LANES = [['lint', 'typecheck', 'revisar'], ['test:unit'], ['build']];
const LAST = 'test:e2e';

const timings = [];

/** Runs `npm run <script>`, buffering its output unless `stream`; resolves with its exit code. */
function runScript(script, { stream }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ script, seconds, ok: code === 0 });
      if (!stream) process.stdout.write(Buffer.concat(output));
      console.log(`\n── ${script}: ${code === 0 ? 'bien' : 'FALLÓ'} en ${seconds.toFixed(0)} s\n`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runLane(scripts) {
  for (const script of scripts) {
    const code = await runScript(script, { stream: false });
    if (code !== 0) return code;
  }
  return 0;
}

function printTimings(started) {
  console.log('\nFase           Segundos');
  for (const { script, seconds, ok } of timings)
    console.log(`${script.padEnd(14)} ${seconds.toFixed(0).padStart(8)}${ok ? '' : '  (falló)'}`);
  console.log(`${'total'.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(0).padStart(8)}`);
}

const started = Date.now();
const codes = await Promise.all(LANES.map(runLane));
if (codes.every((code) => code === 0)) await runScript(LAST, { stream: true });
printTimings(started);
process.exit(timings.every(({ ok }) => ok) ? 0 : 1);
