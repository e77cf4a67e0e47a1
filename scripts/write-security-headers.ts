// After `next build`: hashes the framework's inline scripts of every exported page and writes
// each page's Content-Security-Policy for CDNs (out/_headers) and for nginx
// (dist/csp-policies.conf) and the CDN's trailing-slash redirects (out/_redirects), then checks deploy/nginx.conf still has every
// directive the site relies on. Fails, naming the file, on any inline script that is not
// the framework's own.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getApiUrl } from '../lib/site/api-url';
import { listExportedPages } from '../deploy/exported-pages';
import {
  buildHeaderRules,
  renderHeadersFile,
  renderRedirectsFile,
  type PagePolicy,
} from '../deploy/headers-file';
import { collectInlineCode, InlineCodeError } from '../deploy/inline-code';
import {
  findNginxConfigProblems,
  DEPLOY_OUTPUT_DIR,
  NGINX_POLICIES_FILE,
  renderNginxPolicyMap,
} from '../deploy/nginx-config';
import { buildContentSecurityPolicy, getApiOrigin } from '../deploy/security-headers';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');
const nginxConfig = path.join(root, 'deploy', 'nginx.conf');
const generatedDir = path.join(root, DEPLOY_OUTPUT_DIR);

function readPagePolicies(apiOrigin: string | null): PagePolicy[] {
  return listExportedPages(outDir).map(({ file, uri, route }) => {
    const code = collectInlineCode(`out${uri}`, readFileSync(file, 'utf8'));
    return { route, uri, policy: buildContentSecurityPolicy(code, apiOrigin) };
  });
}

function main(): void {
  const apiOrigin = getApiOrigin(getApiUrl());
  const pages = readPagePolicies(apiOrigin);
  writeFileSync(path.join(outDir, '_headers'), renderHeadersFile(buildHeaderRules(pages)));
  writeFileSync(
    path.join(outDir, '_redirects'),
    renderRedirectsFile(pages.map(({ route }) => route)),
  );
  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(path.join(generatedDir, NGINX_POLICIES_FILE), renderNginxPolicyMap(pages));

  const problems = findNginxConfigProblems(readFileSync(nginxConfig, 'utf8'));
  if (problems.length > 0) {
    console.error(problems.map((problem) => `deploy/nginx.conf: ${problem}`).join('\n'));
    process.exit(1);
  }
  console.log(
    `Content-Security-Policy de ${pages.length} páginas (API: ${apiOrigin ?? 'mismo origen'}): ` +
      `out/_headers y ${DEPLOY_OUTPUT_DIR}/${NGINX_POLICIES_FILE}; barra final: out/_redirects`,
  );
}

try {
  main();
} catch (error) {
  if (!(error instanceof InlineCodeError)) throw error;
  console.error(`${error.message}\nSolo se permiten los scripts en línea que escribe Next.js.`);
  process.exit(1);
}
