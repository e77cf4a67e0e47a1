/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/** README.md and every Markdown guide under docs/: their relative links must lead somewhere. */
const root = path.join(__dirname, '..', '..');
const docsDir = path.join(root, 'docs');
const documents = [
  'README.md',
  ...fs
    .readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name)),
];

/** The text outside fenced code blocks and inline code spans, where a link or heading is real. */
function proseLines(source: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      lines.push('');
    } else if (opening) {
      fence = opening;
      lines.push('');
    } else {
      lines.push(line.replace(/(`+)[\s\S]*?\1/g, ''));
    }
  }
  return lines;
}

/** GitHub's heading anchor: lowercase, punctuation dropped (letters with accents kept), spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: one per heading (repeats get -1, -2…) or its explicit {#id}. */
function anchorsOf(file: string): Set<string> {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const raw = source.split('\n');
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  proseLines(source).forEach((line, index) => {
    // Headings keep their code spans in the slug: read them from the raw line.
    const heading =
      /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw[index] ?? '');
    if (!heading) return;
    const text = heading[1] ?? '';
    const explicit = /\s*\{#([^}\s]+)\}$/.exec(text)?.[1];
    if (explicit) {
      anchors.add(explicit);
      return;
    }
    const slug = slugOf(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  });
  return anchors;
}

interface Link {
  file: string;
  line: number;
  target: string;
}

/** Every `[text](target)` whose target is relative: not a URL, a mail address or a site path. */
function relativeLinksOf(file: string): Link[] {
  // Joined again, so that link text wrapped onto the next line still counts as one link.
  const prose = proseLines(fs.readFileSync(path.join(root, file), 'utf8')).join('\n');
  const links: Link[] = [];
  for (const match of prose.matchAll(/!?\[[^[\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    const line = prose.slice(0, match.index).split('\n').length;
    links.push({ file, line, target });
  }
  return links;
}

/** What is wrong with a link, or undefined when it leads to an existing file (and heading). */
function problemWith(link: Link): string | undefined {
  const hash = link.target.indexOf('#');
  const filePart = hash === -1 ? link.target : link.target.slice(0, hash);
  const anchor = hash === -1 ? undefined : decodeURIComponent(link.target.slice(hash + 1));
  const targetFile = filePart
    ? path.relative(
        root,
        path.resolve(path.dirname(path.join(root, link.file)), decodeURIComponent(filePart)),
      )
    : link.file;
  if (!fs.existsSync(path.join(root, targetFile))) return `${targetFile} does not exist`;
  if (anchor === undefined || !targetFile.endsWith('.md')) return undefined;
  return anchorsOf(targetFile).has(anchor) ? undefined : `${targetFile} has no heading #${anchor}`;
}

describe('documentation links', () => {
  const links = documents.flatMap(relativeLinksOf);

  it('finds the guides and their links', () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/editores.md',
        'docs/operacion.md',
        'docs/equipo.md',
        'docs/desarrollo.md',
      ]),
    );
    expect(links.filter((link) => link.target.includes('#')).length).toBeGreaterThan(10);
  });

  it('leads every relative link to an existing file and heading', () => {
    const broken = links.flatMap((link) => {
      const problem = problemWith(link);
      return problem ? [`${link.file}:${link.line}: (${link.target}) ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('keeps the README short', () => {
    const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
  });
});

describe('slugOf', () => {
  it.each([
    ['Añadir un artículo', 'añadir-un-artículo'],
    [
      'Pruebas: qué corre y cómo correr solo una parte',
      'pruebas-qué-corre-y-cómo-correr-solo-una-parte',
    ],
    ["Content-Security-Policy sin `'unsafe-inline'`", 'content-security-policy-sin-unsafe-inline'],
    ['Área de clientes y API', 'área-de-clientes-y-api'],
  ])('%s → %s', (heading, slug) => {
    expect(slugOf(heading)).toBe(slug);
  });
});
