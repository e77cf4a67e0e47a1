import {
  buildSearchQuery,
  filterByText,
  hasQuery,
  matchesEveryWord,
  normalizeText,
  readSearchQuery,
} from '@/lib/site/text-search';

describe('normalizeText', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizeText('  Café   La MONTAÑA ')).toBe('cafe la montana');
    expect(normalizeText('Mérida, Yucatán')).toBe('merida, yucatan');
    expect(normalizeText('Pingüino\tÑu')).toBe('pinguino nu');
  });
});

describe('matchesEveryWord', () => {
  const text = 'Guía de posicionamiento SEO en Mérida';

  it('finds accented text without accents, and the other way round, in any case', () => {
    expect(matchesEveryWord(text, 'GUIA')).toBe(true);
    expect(matchesEveryWord(text, 'merida')).toBe(true);
    expect(matchesEveryWord('Cache del navegador', 'caché')).toBe(true);
  });

  it('needs every word, in any order and anywhere in the text, even inside a word', () => {
    expect(matchesEveryWord(text, 'seo  guía')).toBe(true);
    expect(matchesEveryWord(text, 'posicion')).toBe(true);
    expect(matchesEveryWord(text, 'seo hosting')).toBe(false);
  });

  it('matches everything when the query is empty or only spaces', () => {
    expect(matchesEveryWord(text, '')).toBe(true);
    expect(matchesEveryWord(text, '   ')).toBe(true);
  });
});

describe('filterByText', () => {
  const items = [
    { id: 'seo', text: 'Guía completa de SEO' },
    { id: 'hosting', text: 'Guía completa de hosting' },
    { id: 'cache', text: 'Caché del navegador' },
  ];

  it('keeps the matching items in their order', () => {
    const ids = (query: string) => filterByText(items, query, (item) => item.text).map((i) => i.id);
    expect(ids('guia')).toEqual(['seo', 'hosting']);
    expect(ids('completa hosting')).toEqual(['hosting']);
    expect(ids('cache')).toEqual(['cache']);
    expect(ids('wordpress')).toEqual([]);
    expect(ids(' ')).toEqual(['seo', 'hosting', 'cache']);
  });
});

describe('the query in the URL', () => {
  it('round-trips the query as ?q=', () => {
    const search = buildSearchQuery('café & pan');
    expect(search).toBe('?q=caf%C3%A9+%26+pan');
    expect(readSearchQuery(search)).toBe('café & pan');
  });

  it('leaves the URL clean without a query', () => {
    expect(buildSearchQuery('   ')).toBe('');
    expect(readSearchQuery('')).toBe('');
    expect(readSearchQuery('?otra=1')).toBe('');
    expect(hasQuery(' \n ')).toBe(false);
    expect(hasQuery(' a ')).toBe(true);
  });
});
