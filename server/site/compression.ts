import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
]);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const cache = new Map<string, { version: string; body: Buffer }>();

/** Text files shrink a lot; images and fonts are already compressed and go as they are. */
export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE.has(path.extname(filePath));
}

/** The encoding to answer with for an `Accept-Encoding` header: Brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding = ''): Encoding | null {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * The file compressed at the highest level, computed once per file version: the exported site
 * does not change while it is served, so every later request is a memory read.
 */
export async function readCompressed(filePath: string, encoding: Encoding): Promise<Buffer> {
  const info = await stat(filePath);
  const version = `${info.size}:${info.mtimeMs}`;
  const key = `${encoding}:${filePath}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.body;
  const content = await readFile(filePath);
  const body =
    encoding === 'br'
      ? await brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        })
      : await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION });
  cache.set(key, { version, body });
  return body;
}
