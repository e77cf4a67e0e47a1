import {
  buildHeaderRules,
  getHeadersForPath,
  parseHeadersFile,
  parseRedirectsFile,
  renderHeadersFile,
  renderRedirectsFile,
} from '@/deploy/headers-file';
import { CACHE_CONTROL, SECURITY_HEADERS } from '@/deploy/security-headers';

const pages = [
  { route: '/', uri: '/index.html', policy: "default-src 'none'; script-src 'self' 'sha256-i'" },
  { route: '/blog', uri: '/blog.html', policy: "default-src 'none'; script-src 'self' 'sha256-b'" },
];
const rules = buildHeaderRules(pages);

describe('the _headers file', () => {
  it('reads back the rules it was written from', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it('gives a page the common headers, its short cache and only its own policy', () => {
    const headers = getHeadersForPath(rules, '/blog');
    expect(headers).toEqual({
      ...SECURITY_HEADERS,
      'Cache-Control': CACHE_CONTROL.page,
      'Content-Security-Policy': pages[1]?.policy,
    });
  });

  it('caches build assets for a year', () => {
    const headers = getHeadersForPath(rules, '/_next/static/chunks/a.js');
    expect(headers['Cache-Control']).toBe(CACHE_CONTROL.immutable);
    expect(headers['Strict-Transport-Security']).toBe(
      SECURITY_HEADERS['Strict-Transport-Security'],
    );
  });

  it('joins a header repeated by several matching rules, as CDNs do', () => {
    const repeated = parseHeadersFile('/*\n  Vary: Accept\n/a\n  Vary: Origin\n');
    expect(getHeadersForPath(repeated, '/a')).toEqual({ Vary: 'Accept, Origin' });
    expect(getHeadersForPath(repeated, '/b')).toEqual({ Vary: 'Accept' });
  });
});

describe('the _redirects file', () => {
  it("sends each page's address written with a slash to the page, as npm start and nginx do", () => {
    const file = renderRedirectsFile(['/', '/404', '/_not-found', '/blog', '/blog/categoria/seo']);
    const rules = file.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(rules).toEqual(['/blog/ /blog 308', '/blog/categoria/seo/ /blog/categoria/seo 308']);
  });

  const moved = [{ from: '/guia-vieja', to: '/guia-nueva', title: 'Guía' }];

  it('sends a renamed page’s old address to the page first, forced for Netlify and plain for Cloudflare Pages', () => {
    const file = renderRedirectsFile(['/guia-nueva'], moved);
    const rules = file.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(rules).toEqual([
      '/guia-vieja /guia-nueva 308!',
      '/guia-vieja /guia-nueva 308',
      '/guia-vieja/ /guia-nueva 308!',
      '/guia-vieja/ /guia-nueva 308',
      '/guia-nueva/ /guia-nueva 308',
    ]);
  });

  it('reads back one rule per address, as both hosts apply them', () => {
    expect(parseRedirectsFile(renderRedirectsFile(['/guia-nueva'], moved))).toEqual([
      { from: '/guia-vieja', to: '/guia-nueva', status: 308 },
      { from: '/guia-vieja/', to: '/guia-nueva', status: 308 },
      { from: '/guia-nueva/', to: '/guia-nueva', status: 308 },
    ]);
    expect(parseRedirectsFile('# nota\n\n/a /b\n/c /d 301 Country=mx\n/e /f 302\n')).toEqual([
      { from: '/e', to: '/f', status: 302 },
    ]);
  });
});
