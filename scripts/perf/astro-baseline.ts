import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_ARTICLE_ROUTE, REFERENCE_ICON_SVG } from './framework-baseline';

/**
 * The newest Astro 5: Astro 6 needs Node 22, and the bench runs where the site runs (Node 20).
 * Exact, so every run measures the same Astro.
 */
export const ASTRO_VERSION = '5.18.2';

/**
 * The bench's article as a plain Astro blog writes it: a Markdown page through Astro's own
 * pipeline (GFM and Shiki by default) in a layout with a small scoped stylesheet, which Astro
 * inlines (`build.inlineStylesheets: 'auto'`); every setting is Astro's default. Under its title,
 * the article's cover, the site's own files with the same `srcset` and `sizes` and loaded at once,
 * as the site's article loads it: the same largest element, so the two LCPs compare the pages,
 * not a text against a picture. `/` and the 404 page are there because the bench's server needs
 * them to start.
 */
const FILES: Record<string, string> = {
  'public/favicon.svg': REFERENCE_ICON_SVG,
  'src/layouts/Article.astro': `---
const { frontmatter } = Astro.props;
---

<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>{frontmatter.title}</title>
    <meta name="description" content={frontmatter.description} />
  </head>
  <body>
    <main>
      <article>
        <h1>{frontmatter.title}</h1>
        {frontmatter.cover && (
          <img
            src={frontmatter.cover.src}
            srcset={frontmatter.cover.srcset}
            sizes={frontmatter.cover.sizes}
            width={frontmatter.cover.width}
            height={frontmatter.cover.height}
            alt=""
            fetchpriority="high"
          />
        )}
        <slot />
      </article>
    </main>
  </body>
</html>

<style>
  main {
    max-width: 42rem;
    margin: 0 auto;
    padding: 1rem;
    font-family: system-ui, sans-serif;
    line-height: 1.6;
  }
  h1 {
    line-height: 1.2;
  }
  article :global(img) {
    max-width: 100%;
    height: auto;
  }
  article :global(pre) {
    overflow-x: auto;
    padding: 1rem;
  }
</style>
`,
  'src/pages/index.astro': `<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Referencia</title>
  </head>
  <body><a href="${REFERENCE_ARTICLE_ROUTE}">El artículo</a></body>
</html>
`,
  'src/pages/404.astro': `<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>No encontrada</title>
  </head>
  <body><h1>No encontrada</h1></body>
</html>
`,
};

/** Installs the pinned Astro into `dir` unless it is already there. */
function installAstro(dir: string): void {
  const installed = path.join(dir, 'node_modules', 'astro', 'package.json');
  if (existsSync(installed)) {
    const { version } = JSON.parse(readFileSync(installed, 'utf8')) as { version?: unknown };
    if (version === ASTRO_VERSION) return;
  }
  // Without install scripts: esbuild and sharp come as prebuilt packages for the platform, and
  // the page has no image for sharp to process anyway.
  const install = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--save-exact',
      `astro@${ASTRO_VERSION}`,
    ],
    { cwd: dir, stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error(`No se pudo instalar astro@${ASTRO_VERSION}.`);
}

/**
 * Writes the Astro reference under `dir` (outside the project's dependencies: Astro is installed
 * there, once per version), with `article` at `/articulo`, builds it and returns the folder to
 * serve.
 */
/** The article's cover as the site's page draws it, and the folder its files come from. */
export type AstroCover = {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  publicDir: string;
};

/** The cover `<img>` of an exported article page (its class ends in `_cover`), or null. */
export function readCover(html: string, publicDir: string): AstroCover | null {
  const tag = /<img\b[^>]*\bclass="[^"]*_cover\b[^>]*>/.exec(html)?.[0];
  if (!tag) return null;
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  return {
    src: attribute('src'),
    srcset: attribute('srcset'),
    sizes: attribute('sizes'),
    width: Number(attribute('width')),
    height: Number(attribute('height')),
    publicDir,
  };
}

/** The cover's files, at the same paths in the reference's public/. */
function copyCover(dir: string, cover: AstroCover): void {
  const files = [
    cover.src,
    ...cover.srcset.split(',').map((entry) => entry.trim().split(/\s+/)[0]),
  ];
  for (const file of new Set(files)) {
    if (!file) continue;
    const target = path.join(dir, 'public', file);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(cover.publicDir, file), target);
  }
}

export function buildAstroBaseline(
  dir: string,
  article: { title: string; markdown: string; cover?: AstroCover | null },
): string {
  for (const folder of ['src', 'public', 'dist']) {
    rmSync(path.join(dir, folder), { recursive: true, force: true });
  }
  const files = {
    ...FILES,
    'package.json': `${JSON.stringify(
      {
        name: 'astro-baseline',
        private: true,
        type: 'module',
        dependencies: { astro: ASTRO_VERSION },
      },
      null,
      2,
    )}\n`,
    [`src/pages${REFERENCE_ARTICLE_ROUTE}.md`]:
      '---\n' +
      'layout: ../layouts/Article.astro\n' +
      // JSON strings are YAML strings: any title survives as written.
      `title: ${JSON.stringify(article.title)}\n` +
      `description: ${JSON.stringify('El artículo del banco en Astro sin nada más.')}\n` +
      (article.cover
        ? `cover: ${JSON.stringify({ ...article.cover, publicDir: undefined })}\n`
        : '') +
      `---\n\n${article.markdown}`,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  if (article.cover) copyCover(dir, article.cover);
  // Only once its package.json is there: npm would otherwise install into the project above.
  installAstro(dir);
  const build = spawnSync(path.join(dir, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: dir,
    stdio: 'inherit',
    // No usage report sent from the machine that measures.
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('No se pudo compilar el artículo en Astro.');
  return path.join(dir, 'dist');
}
