/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { describeContentError } from '@/lib/content/content-error';
import { httpsUrl, text } from '@/lib/content/fields';
import { loadContentJson } from '@/lib/content/load-content';

const FILE = 'content/prueba.json';

const schema = z.strictObject({
  title: text,
  links: z.array(z.strictObject({ label: text, url: httpsUrl })),
  kind: z.enum(['guia', 'noticia']),
  count: z.number().int(),
});

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'contenido-'));
  mkdirSync(path.join(root, 'content'));
  jest.spyOn(process, 'cwd').mockReturnValue(root);
});

afterEach(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

function writeContent(body: string) {
  writeFileSync(path.join(root, FILE), body);
}

function errorOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the content was accepted');
}

const valid = {
  title: 'Guía de hosting',
  links: [{ label: 'Inicio', url: 'https://codigoverde.mx' }],
  kind: 'guia',
  count: 3,
};

describe('loadContentJson', () => {
  it('reads, parses and validates a JSON file relative to the project root', () => {
    writeContent(JSON.stringify(valid));
    expect(loadContentJson(FILE, schema)).toEqual(valid);
  });

  it('fails with one Spanish line per problem, naming the file and the field', () => {
    writeContent(
      JSON.stringify({
        links: [
          { label: 'Inicio', url: 'https://codigoverde.mx' },
          { label: 'Blog', url: 'http://x.mx' },
        ],
        kind: 'noticia',
        count: 'tres',
        extra: true,
      }),
    );
    expect(errorOf(() => loadContentJson(FILE, schema)).split('\n')).toEqual([
      'content/prueba.json: title: falta este campo obligatorio',
      'content/prueba.json: links[1].url: debe ser una URL https:// (no se aceptan URL con http:)',
      'content/prueba.json: count: debe ser un número (hay texto)',
      'content/prueba.json: campo desconocido: "extra"',
    ]);
  });

  it('says in Spanish on which line and column the JSON breaks', () => {
    writeContent('{\n  "title": "uno"\n  "count": 3\n}');
    expect(errorOf(() => loadContentJson(FILE, schema))).toBe(
      'content/prueba.json: no es JSON válido: aquí falta o sobra algo (una coma entre elementos, comillas dobles en cada nombre, una llave o un corchete) (línea 3, columna 3)',
    );
  });

  it('points at the end of a JSON file that stops too early', () => {
    writeContent('{ "title": "sin cerrar" ');
    expect(errorOf(() => loadContentJson(FILE, schema))).toMatch(
      /^content\/prueba\.json: no es JSON válido: el texto se acaba antes de tiempo.* \(línea 1, columna 25\)$/,
    );
  });

  it('names the file when it does not exist', () => {
    expect(errorOf(() => loadContentJson('content/no-existe.json', schema))).toMatch(
      /^content\/no-existe\.json: no se pudo leer \(/,
    );
  });
});

describe('describeContentError', () => {
  function describeFailure(data: unknown): string {
    const result = schema.safeParse(data);
    if (result.success) throw new Error('the content was accepted');
    return describeContentError(FILE, result.error);
  }

  it('writes zod default messages in Spanish, whoever ran the validation', () => {
    expect(describeFailure({ ...valid, kind: 'blog' })).toBe(
      'content/prueba.json: kind: debe ser uno de: "guia", "noticia"',
    );
    expect(describeFailure({ ...valid, title: 7 })).toBe(
      'content/prueba.json: title: debe ser texto (hay un número)',
    );
    expect(describeFailure({ ...valid, count: 1.5 })).toBe(
      'content/prueba.json: count: debe ser un número entero (hay un decimal)',
    );
    expect(describeFailure({ ...valid, links: {} })).toBe(
      'content/prueba.json: links: debe ser una lista (hay un objeto)',
    );
  });

  it('keeps the message a field gives for its own check', () => {
    expect(describeFailure({ ...valid, title: '   ' })).toBe(
      'content/prueba.json: title: no puede estar vacío',
    );
  });

  it('names nested fields with dots and list positions in brackets', () => {
    const data = {
      ...valid,
      links: [valid.links[0], { label: 'Blog', url: 'https://x.mx', x: 1 }],
    };
    expect(describeFailure(data)).toBe('content/prueba.json: links[1]: campo desconocido: "x"');
  });
});
