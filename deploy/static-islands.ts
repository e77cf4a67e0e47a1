// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * Build step: what is only HTML travels once in its page's document.
 *
 * Next.js writes each page's route payload (React Server Components data) into its HTML as
 * `self.__next_f.push([1, "…"])` scripts, so everything the server rendered goes out twice: as
 * HTML and again in the payload React hydrates from. The content of a `StaticIsland`
 * (components/ui/static-island.tsx), such as an article's body, has nothing to hydrate: here its
 * `children` leave the inline payload, with the rows only they used, and the island keeps the
 * pre-rendered HTML. The `.txt` payloads that client-side navigation fetches are not touched.
 */

/** A page of the export does not have the payload this step expects. */
export class StaticIslandError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'StaticIslandError';
  }
}

const ISLAND_EXPORT = 'StaticIsland';
const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
const HTML_ISLAND = /\bdata-island="([^"]*)"/g;
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The route payload written inline in a page: its `self.__next_f.push([1, "…"])` chunks, joined. */
export function readInlinePayload(html: string): string {
  return [...html.matchAll(FLIGHT_SCRIPT)]
    .map((script) => (JSON.parse(script[1] ?? '') as [1, string])[1])
    .join('');
}

/** The inline script Next.js 16 writes for one chunk of the payload (its `htmlEscapeJsonString`). */
function encodeFlightScript(chunk: string): string {
  const data = JSON.stringify([1, chunk]).replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
  return `<script>self.__next_f.push(${data})</script>`;
}

/** How many UTF-16 code units from `start` make up `bytes` bytes of UTF-8, or -1. */
function charsForUtf8Bytes(text: string, start: number, bytes: number): number {
  let index = start;
  let count = 0;
  while (count < bytes && index < text.length) {
    const code = text.codePointAt(index) ?? 0;
    count += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += code >= 0x10000 ? 2 : 1;
  }
  return count === bytes ? index - start : -1;
}

type Row = { id: string; start: number; end: number; value: string; isText: boolean };

/** The rows of a payload: `id:T<hex bytes>,<text>` text rows and newline-ended rows. */
function readRows(file: string, stream: string): Row[] {
  const rows: Row[] = [];
  let position = 0;
  while (position < stream.length) {
    const colon = stream.indexOf(':', position);
    if (colon < 0) throw new StaticIslandError(file, 'una fila de la carga útil no tiene «:»');
    const id = stream.slice(position, colon);
    const text = /^T([0-9a-f]+),/.exec(stream.slice(colon + 1, colon + 20));
    if (text) {
      const start = colon + 1 + text[0].length;
      const length = charsForUtf8Bytes(stream, start, parseInt(text[1] ?? '', 16));
      if (length < 0)
        throw new StaticIslandError(file, `la fila ${id} es más corta que su longitud`);
      const end = start + length;
      rows.push({ id, start: position, end, value: stream.slice(start, end), isText: true });
      position = end;
    } else {
      const newline = stream.indexOf('\n', colon);
      const end = newline < 0 ? stream.length : newline + 1;
      rows.push({
        id,
        start: position,
        end,
        value: stream.slice(colon + 1, end - 1),
        isText: false,
      });
      position = end;
    }
  }
  return rows;
}

/** Where the JSON value that starts at `start` ends (its last character's index plus one). */
function endOfJsonValue(file: string, text: string, start: number): number {
  let depth = 0;
  let index = start;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (depth === 0 && index > start && ',]}\n'.includes(char)) return index;
    if (char === '"') {
      const string = new RegExp(JSON_STRING, 'y');
      string.lastIndex = index;
      if (!string.exec(text)) break;
      index = string.lastIndex;
    } else {
      if (char === '[' || char === '{') depth++;
      else if (char === ']' || char === '}') depth--;
      index++;
    }
    if (depth === 0 && (char === '"' || char === ']' || char === '}')) return index;
    if (depth < 0) break;
  }
  throw new StaticIslandError(file, 'un valor de la carga útil no termina');
}

/** The row ids a payload text refers to: `"$1a"`, `"$L1a"`, `"$@1a"`. */
function referencedIds(text: string): string[] {
  return [...text.matchAll(/"\$[L@]?([0-9a-f]+)"/g)].map((match) => match[1] ?? '');
}

type Range = { start: number; end: number };

/** The payload with `ranges` (sorted, not overlapping) taken out of its chunks. */
function removeFromChunks(chunks: string[], ranges: Range[]): string[] {
  let offset = 0;
  return chunks.map((chunk) => {
    const chunkStart = offset;
    offset += chunk.length;
    let result = '';
    let position = chunkStart;
    for (const range of ranges) {
      if (range.end <= chunkStart || range.start >= offset) continue;
      result += chunk.slice(position - chunkStart, Math.max(range.start, chunkStart) - chunkStart);
      position = Math.min(range.end, offset);
    }
    return result + chunk.slice(position - chunkStart);
  });
}

/** The ranges to take out for every island's children: the prop and the rows only it used. */
function findIslandChildren(file: string, stream: string, islandIds: string[]): Range[] {
  const rows = readRows(file, stream);
  const byId = new Map(rows.filter((row) => row.id !== '').map((row) => [row.id, row]));
  const exportName = (row: Row) => {
    const name = JSON.parse(row.value.slice(1))[2] as unknown;
    const outlined = typeof name === 'string' && /^\$([0-9a-f]+)$/.exec(name)?.[1];
    return outlined ? JSON.parse(byId.get(outlined)?.value ?? 'null') : name;
  };
  const islandRows = rows.filter((row) => !row.isText && row.value.startsWith('I['));
  const references = islandRows.filter((row) => exportName(row) === ISLAND_EXPORT);
  if (references.length === 0)
    throw new StaticIslandError(file, `la carga útil no tiene el componente ${ISLAND_EXPORT}`);

  const ranges: Range[] = [];
  const found = new Set<string>();
  for (const { id } of references) {
    const element = new RegExp(
      String.raw`\["\$","\$L${id}",(?:null|${JSON_STRING}),\{"id":(${JSON_STRING})`,
      'g',
    );
    for (const match of stream.matchAll(element)) {
      const islandId = JSON.parse(match[1] ?? '""') as string;
      if (found.has(islandId))
        throw new StaticIslandError(file, `la isla «${islandId}» está dos veces en la carga útil`);
      found.add(islandId);
      const propStart = match.index + match[0].length;
      if (!stream.startsWith(',"children":', propStart)) continue;
      const end = endOfJsonValue(file, stream, propStart + ',"children":'.length);
      ranges.push({ start: propStart, end });
    }
  }
  for (const islandId of islandIds)
    if (!found.has(islandId))
      throw new StaticIslandError(file, `la isla «${islandId}» del HTML no está en la carga útil`);

  // Rows the removed children referred to go too, once nothing else refers to them.
  const inside = (position: number) =>
    ranges.some(({ start, end }) => position >= start && position < end);
  const pending = ranges.flatMap(({ start, end }) => referencedIds(stream.slice(start, end)));
  while (pending.length > 0) {
    const row = byId.get(pending.pop() ?? '');
    if (!row || inside(row.start)) continue;
    if (row.value.startsWith('I['))
      throw new StaticIslandError(
        file,
        `una isla contiene el componente de cliente ${String(exportName(row))}: ` +
          'deja fuera de StaticIsland lo que hidrata (SiteLink incluido)',
      );
    const uses = new RegExp(String.raw`"\$[L@]?${row.id}"`, 'g');
    if ([...stream.matchAll(uses)].some((use) => !inside(use.index))) continue;
    ranges.push({ start: row.start, end: row.end });
    if (!row.isText) pending.push(...referencedIds(row.value));
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/**
 * Takes the children of every `StaticIsland` out of the inline payload of an exported page; a
 * page without islands is returned as it is. Throws, naming the file, when an island of the HTML
 * is not in the payload, an island holds a client component, a text taken out is not in the
 * HTML, or Next's encoding of the payload scripts is not the one this step writes back: a
 * framework upgrade must fail the build here, not ship pages with content twice or without it.
 */
export function removeStaticIslandsFromPayload(file: string, html: string): string {
  const islandIds = [...html.matchAll(HTML_ISLAND)].map((match) => match[1] ?? '');
  if (islandIds.length === 0) return html;
  if (new Set(islandIds).size !== islandIds.length)
    throw new StaticIslandError(file, 'dos islas tienen el mismo id');

  const scripts = [...html.matchAll(FLIGHT_SCRIPT)];
  const chunks = scripts.map((script) => (JSON.parse(script[1] ?? '') as [1, string])[1]);
  for (const [index, script] of scripts.entries())
    if (encodeFlightScript(chunks[index] ?? '') !== script[0])
      throw new StaticIslandError(
        file,
        'Next.js codifica los scripts de la carga útil de otra forma',
      );
  const stream = chunks.join('');

  const ranges = findIslandChildren(file, stream, islandIds);
  const markup = html.replace(FLIGHT_SCRIPT, '');
  for (const row of readRows(file, stream))
    if (row.isText && ranges.some(({ start, end }) => row.start >= start && row.end <= end))
      if (!markup.includes(row.value))
        throw new StaticIslandError(file, `el texto de la fila ${row.id} no está en el HTML`);

  const edited = removeFromChunks(chunks, ranges);
  let index = 0;
  return html.replace(FLIGHT_SCRIPT, () => encodeFlightScript(edited[index++] ?? ''));
}
