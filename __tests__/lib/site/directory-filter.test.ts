import {
  buildDirectorySearch,
  filterEntries,
  formatBusinessCount,
  listCategories,
  readDirectoryFilters,
  toCategorySlug,
} from '@/lib/site/directory-filter';

const entries = [
  {
    id: 'cafe',
    name: 'Café La Montaña',
    category: 'Alimentos y bebidas',
    city: 'Xalapa, Veracruz',
    description: 'Cafetería de especialidad.',
  },
  {
    id: 'dental',
    name: 'Clínica Dental Sonrisa',
    category: 'Salud y bienestar',
    city: 'Guadalajara, Jalisco',
    description: 'Ortodoncia e implantes.',
  },
  {
    id: 'yoga',
    name: 'Estudio de Yoga Ollin',
    category: 'Salud y bienestar',
    city: 'Ciudad de México',
    description: 'Clases de yoga y meditación.',
  },
];

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('filterEntries', () => {
  it('finds accented text without accents and unaccented text with them', () => {
    expect(ids(filterEntries(entries, { query: 'cafe', category: '' }))).toEqual(['cafe']);
    expect(ids(filterEntries(entries, { query: 'MEXICO', category: '' }))).toEqual(['yoga']);
    expect(ids(filterEntries(entries, { query: 'meditación', category: '' }))).toEqual(['yoga']);
  });

  it('searches the name, category, city and description', () => {
    expect(ids(filterEntries(entries, { query: 'sonrisa', category: '' }))).toEqual(['dental']);
    expect(ids(filterEntries(entries, { query: 'bienestar', category: '' }))).toEqual([
      'dental',
      'yoga',
    ]);
    expect(ids(filterEntries(entries, { query: 'jalisco', category: '' }))).toEqual(['dental']);
    expect(ids(filterEntries(entries, { query: 'implantes', category: '' }))).toEqual(['dental']);
  });

  it('needs every word of the query to match, in any field', () => {
    expect(ids(filterEntries(entries, { query: 'yoga  mexico', category: '' }))).toEqual(['yoga']);
    expect(filterEntries(entries, { query: 'yoga xalapa', category: '' })).toEqual([]);
  });

  it('keeps everything with an empty query and no category', () => {
    expect(filterEntries(entries, { query: '   ', category: '' })).toHaveLength(3);
  });

  it('filters by category slug, alone or with a query', () => {
    expect(ids(filterEntries(entries, { query: '', category: 'salud-y-bienestar' }))).toEqual([
      'dental',
      'yoga',
    ]);
    expect(
      ids(filterEntries(entries, { query: 'clinica', category: 'salud-y-bienestar' })),
    ).toEqual(['dental']);
    expect(filterEntries(entries, { query: 'cafe', category: 'salud-y-bienestar' })).toEqual([]);
  });
});

describe('categories', () => {
  it('makes ASCII slugs from Spanish labels', () => {
    expect(toCategorySlug('Restaurantes y cafeterías')).toBe('restaurantes-y-cafeterias');
    expect(toCategorySlug('Educación')).toBe('educacion');
  });

  it('lists each category once, sorted in Spanish', () => {
    expect(listCategories(entries)).toEqual([
      { slug: 'alimentos-y-bebidas', label: 'Alimentos y bebidas' },
      { slug: 'salud-y-bienestar', label: 'Salud y bienestar' },
    ]);
  });
});

describe('filters in the URL', () => {
  it('round-trips the query and the category', () => {
    const search = buildDirectorySearch({ query: 'café & pan', category: 'educacion' });
    expect(search).toBe('?q=caf%C3%A9+%26+pan&categoria=educacion');
    expect(readDirectoryFilters(search)).toEqual({ query: 'café & pan', category: 'educacion' });
  });

  it('leaves empty filters out of the URL', () => {
    expect(buildDirectorySearch({ query: '  ', category: '' })).toBe('');
    expect(readDirectoryFilters('')).toEqual({ query: '', category: '' });
  });
});

describe('formatBusinessCount', () => {
  it('uses the singular only for one', () => {
    expect(formatBusinessCount(0)).toBe('0 negocios');
    expect(formatBusinessCount(1)).toBe('1 negocio');
    expect(formatBusinessCount(12)).toBe('12 negocios');
  });
});
