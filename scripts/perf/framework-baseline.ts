import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The route of the reference's article, and its folder in the reference app. */
export const REFERENCE_ARTICLE_ROUTE = '/articulo';
const ARTICLE_DIR = `app${REFERENCE_ARTICLE_ROUTE}`;

/** Without an icon the browser's request for /favicon.ico fails and costs best practices. */
export const REFERENCE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#0b7a3e"/></svg>\n';

/**
 * Two pages of the same Next.js and React versions with no styles, images, fonts or client
 * components, measured like the site's pages:
 * - `/`, with no content: what the framework alone costs, the best any page of the site could
 *   score on the machine running the bench;
 * - `/articulo`, the bench's article as bare Next.js writes it (its Markdown turned into React
 *   elements at build time, as `@next/mdx` or `next-mdx-remote` would): what a plain Next.js
 *   export of the same text costs, the reference for a page made of a long text.
 */
const FILES: Record<string, string> = {
  'next.config.mjs': "export default { output: 'export' };\n",
  'app/icon.svg': REFERENCE_ICON_SVG,
  'app/layout.jsx': `export const metadata = {
  title: 'Referencia',
  description: 'Una página de Next.js sin contenido propio.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Referencia</h1>
      <p>
        Una página de Next.js sin estilos, imágenes, fuentes ni componentes de cliente: lo mínimo
        que el marco envía a cada visitante.
      </p>
    </main>
  );
}
`,
  [`${ARTICLE_DIR}/page.jsx`]: `import { Fragment } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { markdown, title } from './article';

export const metadata = { title, description: 'El artículo del banco en Next.js sin nada más.' };

export default async function Page() {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  const tree = await processor.run(processor.parse(markdown));
  return (
    <main>
      <article>
        <h1>{title}</h1>
        {toJsxRuntime(tree, { Fragment, jsx, jsxs })}
      </article>
    </main>
  );
}
`,
};

/**
 * Writes the reference app under `dir` (inside the project, so it builds with the project's own
 * `next`), with `article` at `/articulo`, exports it and returns the folder to serve.
 */
export function buildFrameworkBaseline(
  root: string,
  dir: string,
  article: { title: string; markdown: string },
): string {
  rmSync(dir, { recursive: true, force: true });
  const files = {
    ...FILES,
    [`${ARTICLE_DIR}/article.js`]:
      `export const title = ${JSON.stringify(article.title)};\n` +
      `export const markdown = ${JSON.stringify(article.markdown)};\n`,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build', dir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('No se pudo compilar la página de referencia.');
  return path.join(dir, 'out');
}
