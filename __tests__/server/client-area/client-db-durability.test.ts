/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openClientDatabase } from '@/server/client-area/database';
import { createClient } from '@/server/client-area/store';

const modulePath = (file: string) => JSON.stringify(path.resolve('server/client-area', file));

// Writes invoices one transaction at a time and prints each number only after its commit.
const WRITER = `
const { openClientDatabase } = require(${modulePath('database.ts')});
const { addInvoice } = require(${modulePath('store.ts')});
const db = openClientDatabase(process.env.CLIENT_DB_PATH);
for (let n = 1; ; n += 1) {
  const number = 'CV-' + n;
  addInvoice(db, 1, { number, concept: 'Mantenimiento mensual', amountCents: 150000 + n,
    status: 'pendiente', dueDate: '2026-12-01' });
  process.stdout.write(number + '\\n');
}`;

it('keeps every acknowledged invoice and a sound file when the writer is killed', async () => {
  const dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'client-db-')), 'clients.db');
  const setup = openClientDatabase(dbPath);
  createClient(setup, { email: 'ana@ejemplo.mx', name: 'Ana', company: 'Sol', passwordHash: 'x' });
  setup.close();

  const child = spawn(process.execPath, ['--import', 'tsx', '-e', WRITER], {
    env: { ...process.env, CLIENT_DB_PATH: dbPath },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.split('\n').length > 200) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve());
  });
  expect(child.signalCode).toBe('SIGKILL');

  const acknowledged = output.split('\n').filter((line) => /^CV-\d+$/.test(line));
  const db = openClientDatabase(dbPath);
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  const stored = new Set(db.prepare('SELECT number FROM invoices').pluck().all() as string[]);
  db.close();
  expect(acknowledged.length).toBeGreaterThanOrEqual(200);
  expect(acknowledged.filter((number) => !stored.has(number))).toEqual([]);
}, 30_000);
