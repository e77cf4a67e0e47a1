import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDirectoryEntries, parseDirectory } from '@/lib/content/directory';

const FILE = 'content/directory.json';

function readContent(): { entries: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(path.join(process.cwd(), FILE), 'utf8'));
}

function withEntry(index: number, change: (entry: Record<string, unknown>) => void) {
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
    ['name', 'missing', (entry: Record<string, unknown>) => delete entry.name, 'Required'],
    ['name', 'blank', (entry: Record<string, unknown>) => (entry.name = '  '), 'Required'],
    ['category', 'missing', (entry: Record<string, unknown>) => delete entry.category, 'Required'],
    ['category', 'empty', (entry: Record<string, unknown>) => (entry.category = ''), 'Required'],
  ])('a %s that is %s', (field, _how, change, message) => {
    expect(() => parseDirectory(withEntry(3, change), FILE)).toThrow(
      `${FILE}: entries[3].${field}: ${message}`,
    );
  });

  it('a link that is not HTTPS', () => {
    const data = withEntry(0, (entry) => (entry.links = { website: 'http://ejemplo.mx' }));
    expect(() => parseDirectory(data, FILE)).toThrow(
      `${FILE}: entries[0].links.website: Expected an https:// URL`,
    );
  });

  it('an entry without any link', () => {
    const data = withEntry(1, (entry) => (entry.links = {}));
    expect(() => parseDirectory(data, FILE)).toThrow(
      `${FILE}: entries[1].links: Expected at least one link`,
    );
  });

  it('a logo that is not in public/', () => {
    const data = withEntry(2, (entry) => (entry.logo = '/images/directory/no-existe.svg'));
    expect(() => parseDirectory(data, FILE)).toThrow(
      `${FILE}: entries[2].logo: File not found in public/`,
    );
  });

  it('a duplicate id and a misspelt field', () => {
    const data = readContent();
    data.entries[5]!.id = data.entries[4]!.id;
    data.entries[6]!.descripcion = 'Texto';
    expect(() => parseDirectory(data, FILE)).toThrow(`${FILE}: entries[5].id: Duplicate id`);
    expect(() => parseDirectory(data, FILE)).toThrow(`${FILE}: entries[6]: Unrecognized key`);
  });

  it('fewer than 12 businesses', () => {
    const data = readContent();
    expect(() => parseDirectory({ entries: data.entries.slice(0, 11) }, FILE)).toThrow(
      `${FILE}: entries: Expected at least 12 entries`,
    );
  });
});
