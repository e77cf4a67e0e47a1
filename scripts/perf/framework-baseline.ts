import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A page of the same Next.js and React versions with no styles, images, fonts or client
 * components: what the framework alone costs. Measured like the site's pages, it shows how far
 * the site's own work moves each figure, and the best any page of the site could score on the
 * machine running the bench.
 */
const FILES: Record<string, string> = {
  'next.config.mjs': "export default { output: 'export' };\n",
  // Without an icon the browser's request for /favicon.ico fails and costs best practices.
  'app/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#0b7a3e"/></svg>\n',
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
};

/**
 * Writes the reference app under `dir` (inside the project, so it builds with the project's own
 * `next`), exports it and returns the folder to serve.
 */
export function buildFrameworkBaseline(root: string, dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(FILES)) {
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
