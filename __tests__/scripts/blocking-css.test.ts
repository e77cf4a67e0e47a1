/** @jest-environment node */
import { listBlockingStylesheets, listInlineStyles } from '@/deploy/critical-styles';
import { findCssBudgetFailures } from '@/scripts/perf/blocking-css';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="es"><head>${head}</head><body>${body}</body></html>`;

describe('the CSS that holds back the first paint', () => {
  it('counts the stylesheets and styles of the head, not those of the body', () => {
    const html = page(
      '<link rel="stylesheet" href="/a.css" data-precedence="next"/><style>p{margin:0}</style>' +
        '<link rel="preload" href="/b.css" as="style"/>',
      '<link rel="stylesheet" href="/c.css"/><style>.later{color:red}</style>',
    );
    expect(listBlockingStylesheets(html)).toEqual([
      '<link rel="stylesheet" href="/a.css" data-precedence="next"/>',
    ]);
    expect(listInlineStyles(html)).toEqual(['p{margin:0}']);
  });

  const measured = (kind: 'article' | 'home', gzipBytes: number, usedShare: number) => ({
    route: `/${kind}`,
    kind,
    rawBytes: gzipBytes * 5,
    gzipBytes,
    usedShare,
  });

  it('passes an article with 8 KB gzip of blocking CSS, half of it used', () => {
    expect(findCssBudgetFailures([measured('article', 8 * 1024, 0.5)])).toEqual([]);
  });

  it('names the page, the figure and the limit when an article is over either budget', () => {
    expect(findCssBudgetFailures([measured('article', 20 * 1024, 0.17)])).toEqual([
      '/article: 20.0 KB gzip de CSS antes de la primera pintura (máximo 8)',
      '/article: solo 17 % del CSS que bloquea se usa a 390 px (mínimo 50 %)',
    ]);
  });

  it('leaves the pages without a CSS budget alone', () => {
    expect(findCssBudgetFailures([measured('home', 20 * 1024, 0.1)])).toEqual([]);
  });
});
