/** @jest-environment node */
import { readListPage } from '@/lib/blog/blog';

describe('readListPage', () => {
  it('reads the list itself as page 1 and pagina/N as page N', () => {
    expect(readListPage(undefined, 3)).toBe(1);
    expect(readListPage([], 3)).toBe(1);
    expect(readListPage(['pagina', '2'], 3)).toBe(2);
    expect(readListPage(['pagina', '3'], 3)).toBe(3);
  });

  it('answers no page for a page past the last, page 1 spelled out, or any other path', () => {
    for (const segments of [
      ['pagina', '4'],
      ['pagina', '1'],
      ['pagina', '0'],
      ['pagina', '02'],
      ['pagina', 'dos'],
      ['pagina'],
      ['pagina', '2', 'mas'],
      ['otra', '2'],
    ]) {
      expect(readListPage(segments, 3)).toBeUndefined();
    }
  });
});
