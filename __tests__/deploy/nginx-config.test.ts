/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  findNginxConfigProblems,
  parseNginxConfig,
  renderNginxPolicyMap,
  renderNginxRedirectMap,
} from '@/deploy/nginx-config';

const shipped = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');

const without = (line: string) => {
  expect(shipped).toContain(line);
  return shipped.replace(line, '');
};

describe('deploy/nginx.conf', () => {
  it('has every directive the site relies on', () => {
    expect(findNginxConfigProblems(shipped)).toEqual([]);
  });

  it.each([
    ['add_header X-Frame-Options "DENY" always;', /X-Frame-Options/],
    ['add_header Content-Security-Policy $site_csp always;', /Content-Security-Policy/],
    [
      'add_header Strict-Transport-Security "max-age=31536000" always;',
      /Strict-Transport-Security/,
    ],
    ['include /var/www/sitio/csp-policies.conf;', /csp-policies\.conf/],
    ['map_hash_bucket_size 256;', /map_hash_bucket_size/],
    ['"~^/_next/static/"  "public, max-age=31536000, immutable";', /_next\/static/],
    ['error_page 404 /404.html;', /404/],
    ['gzip on;', /gzip/],
    ['try_files $uri $uri.html $uri/index.html =404;', /try_files/],
    ['proxy_pass http://site_client_api;', /api/],
    ['return 301 https://$host$request_uri;', /puerto 80/],
    ['return 308 $without_slash$is_args$args;', /barra final/],
    ['include /var/www/sitio/redirects.conf;', /redirects\.conf/],
    ['return 308 $site_redirect$is_args$args;', /páginas renombradas/],
    ['keepalive_timeout 60s;', /keepalive_timeout 60s;.*upstream site_client_api.*502/],
  ])('reports a missing «%s»', (line, problem) => {
    const problems = findNginxConfigProblems(without(line));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it('reports a trailing slash answered with another status than npm start and the CDN give', () => {
    const other = shipped.replace('return 308 $without_slash', 'return 301 $without_slash');
    expect(findNginxConfigProblems(other)).toEqual([expect.stringMatching(/barra final/)]);
  });

  it('reports nginx keeping an idle API connection as long as the API does, or longer', () => {
    for (const value of ['75s', '2m', '90']) {
      const longer = shipped.replace('keepalive_timeout 60s;', `keepalive_timeout ${value};`);
      expect(findNginxConfigProblems(longer)).toEqual([expect.stringMatching(/la API guarda/)]);
    }
    for (const value of ['30s', '60', '59000ms', '1m']) {
      const shorter = shipped.replace('keepalive_timeout 60s;', `keepalive_timeout ${value};`);
      expect(findNginxConfigProblems(shorter)).toEqual([]);
    }
  });

  it('reports a header that changed value', () => {
    const weaker = shipped.replace('"max-age=31536000" always', '"max-age=600" always');
    expect(findNginxConfigProblems(weaker)).toEqual([
      expect.stringMatching(/Strict-Transport-Security "max-age=31536000"/),
    ]);
  });

  it('reports an add_header inside a location, where nginx drops the others', () => {
    const config = shipped.replace(
      'default_type application/manifest+json;',
      'default_type application/manifest+json;\n        add_header X-Extra "1";',
    );
    expect(findNginxConfigProblems(config)).toEqual([
      expect.stringMatching(/location = \/manifest\.webmanifest.*add_header/),
    ]);
  });
});

describe('parseNginxConfig', () => {
  it('keeps quoted words whole and drops comments', () => {
    expect(parseNginxConfig('# x\nserver { add_header A "b; c {d}" always; }')).toEqual([
      { words: ['server'], children: [{ words: ['add_header', 'A', 'b; c {d}', 'always'] }] },
    ]);
  });

  it('refuses unbalanced braces', () => {
    expect(() => parseNginxConfig('server { listen 80;')).toThrow(/incompleta/);
    expect(() => parseNginxConfig('}')).toThrow(/sin bloque/);
  });
});

describe('renderNginxPolicyMap', () => {
  it('maps each served file to its policy, with the fallback as default', () => {
    const map = renderNginxPolicyMap([
      { route: '/blog', uri: '/blog.html', policy: "default-src 'none'" },
    ]);
    const [block] = parseNginxConfig(map);
    expect(block?.words).toEqual(['map', '$uri', '$site_csp']);
    expect(block?.children?.[0]?.words[0]).toBe('default');
    expect(block?.children?.[1]?.words).toEqual(['/blog.html', "default-src 'none'"]);
  });

  it('refuses what nginx would misread', () => {
    const page = { route: '/a', uri: '/a.html', policy: 'default-src "none"' };
    expect(() => renderNginxPolicyMap([page])).toThrow(/\/a\.html/);
    const long = { route: '/a', uri: `/${'a'.repeat(240)}.html`, policy: "default-src 'none'" };
    expect(() => renderNginxPolicyMap([long])).toThrow(/map_hash_bucket_size/);
  });
});

describe('renderNginxRedirectMap', () => {
  it('maps each old address, with and without a trailing slash, to the new one', () => {
    const map = renderNginxRedirectMap([
      { from: '/guia-vieja', to: '/guia-nueva', title: 'Guía' },
      { from: '/servicios/seo', to: '/servicios/asesoria-seo', title: 'Asesoría SEO' },
    ]);
    expect(parseNginxConfig(map)).toEqual([
      {
        words: ['map', '$uri', '$site_redirect'],
        children: [
          { words: ['default', ''] },
          { words: ['/guia-vieja', '/guia-nueva'] },
          { words: ['/guia-vieja/', '/guia-nueva'] },
          { words: ['/servicios/seo', '/servicios/asesoria-seo'] },
          { words: ['/servicios/seo/', '/servicios/asesoria-seo'] },
        ],
      },
    ]);
  });

  it('is a valid, empty map when no page was renamed', () => {
    expect(parseNginxConfig(renderNginxRedirectMap([]))[0]?.children).toEqual([
      { words: ['default', ''] },
    ]);
  });

  it('refuses what nginx would misread', () => {
    expect(() => renderNginxRedirectMap([{ from: '/a b', to: '/c', title: 'C' }])).toThrow(
      /no se puede escribir entre comillas/,
    );
  });
});
