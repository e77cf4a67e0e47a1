import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDirectoryEntries, parseDirectory } from '@/lib/content/directory';

const FILE = 'content/directory.json';

function readContent(): { entries: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(path.join(process.cwd(), FILE), 'utf8'));
}

type Entry = Record<string, unknown>;

function withEntry(index: number, change: (entry: Entry) => void) {
  const data = readContent();
  change(data.entries[index]!);
  return data;
}

describe('the client directory content', () => {
  it('has at least 12 valid businesses with unique ids, sorted by name', () => {
    const entries = getDirectoryEntries();
    expect(entries.length).toBeGreaterThanOrEqual(12);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const names = entries.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });
});

describe('parseDirectory refuses bad entries, naming the file and the field', () => {
  it.each([
    ['name', 'missing', (entry: Entry) => delete entry.name, 'falta este campo obligatorio'],
    ['name', 'blank', (entry: Entry) => (entry.name = '  '), 'no puede estar vacío'],
    ['name', 'a number', (entry: Entry) => (entry.name = 42), 'debe ser texto (hay un número)'],
    [
      'category',
      'missing',
      (entry: Entry) => delete entry.category,
      'falta este campo obligatorio',
    ],
    ['category', 'empty', (entry: Entry) => (entry.category = ''), 'no puede estar vacío'],
  ])('a %s that is %s', (field, _how, change, message) => {
    expect(() => parseDirectory(withEntry(3, change), FILE)).toThrow(
      `${FILE}: entries[3].${field}: ${message}`,
    );
  });

  it('a link that is not HTTPS', () => {
    const data = withEntry(0, (entry) => (entry.links = { website: 'http://ejemplo.mx' }));
    expect(() => parseDirectory(data, FILE)).toThrow(
      `${FILE}: entries[0].links.website: debe ser una URL https:// (no se aceptan URL con http:)`,
    );
  });

  it('an entry without any link', () => {
    const data = withEntry(1, (entry) => (entry.links = {}));
    expect(() => parseDirectory(data, FILE)).toThrow(
      `${FILE}: entries[1].links: debe tener al menos un enlace`,
    );
  });

  it('a logo that is not in public/', () => {
    const data = withEntry(2, (entry) => (entry.logo = '/images/directory/no-existe.svg'));
    expect(() => parseDirectory(data, FILE)).toThrow(
      `${FILE}: entries[2].logo: no existe public/images/directory/no-existe.svg`,
    );
  });

  it('a duplicate id and a misspelt field', () => {
    const data = readContent();
    data.entries[5]!.id = data.entries[4]!.id;
    data.entries[6]!.descripcion = 'Texto';
    expect(() => parseDirectory(data, FILE)).toThrow(
      `${FILE}: entries[5].id: ${JSON.stringify(data.entries[4]!.id)} está repetido`,
    );
    expect(() => parseDirectory(data, FILE)).toThrow(
      `${FILE}: entries[6]: campo desconocido: "descripcion"`,
    );
  });

  it('fewer than 12 businesses', () => {
    const data = readContent();
    expect(() => parseDirectory({ entries: data.entries.slice(0, 11) }, FILE)).toThrow(
      `${FILE}: entries: debe tener al menos 12 negocios`,
    );
  });
});
