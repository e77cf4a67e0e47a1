import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createStaticHandler } from './static-site';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const outDir = path.resolve(process.env.OUT_DIR ?? 'out');

if (!existsSync(path.join(outDir, '404.html'))) {
  console.error(`No hay un sitio exportado en ${outDir}. Ejecuta "npm run build" primero.`);
  process.exit(1);
}

const handleStatic = createStaticHandler(outDir);
const server = createServer((req, res) => {
  handleStatic(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

server.listen({ port, host }, () => {
  console.log(`Sitio disponible en http://localhost:${port}`);
});
