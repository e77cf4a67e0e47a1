import { buildContentSecurityPolicy, getApiOrigin } from '@/deploy/security-headers';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('buildContentSecurityPolicy', () => {
  const page = {
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
    styleElementHashes: [],
    styleAttributeHashes: ["'sha256-s'"],
  };

  it("allows scripts only from the site and the page's hashes, never inline", () => {
    const policy = directives(buildContentSecurityPolicy(page, null));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-hashes'", "'sha256-s'"]);
    expect(buildContentSecurityPolicy(page, null)).not.toMatch(/unsafe-inline|unsafe-eval|data:/);
  });

  it('names every directive the deployment promises', () => {
    const policy = directives(buildContentSecurityPolicy(page, null));
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets the page reach a client API on another origin', () => {
    const policy = directives(buildContentSecurityPolicy(page, 'https://api.ejemplo.mx'));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.ejemplo.mx']);
  });

  it('forbids style attributes on a page without any', () => {
    const policy = buildContentSecurityPolicy({ ...page, styleAttributeHashes: [] }, null);
    expect(directives(policy).get('style-src-attr')).toEqual(["'none'"]);
  });
});

describe('getApiOrigin', () => {
  it.each([
    ['/api', null],
    ['https://api.ejemplo.mx/api', 'https://api.ejemplo.mx'],
    ['http://localhost:4000/api', 'http://localhost:4000'],
  ])('%s → %s', (url, origin) => {
    expect(getApiOrigin(url)).toBe(origin);
  });
});
