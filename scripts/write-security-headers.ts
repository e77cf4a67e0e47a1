// After `next build`: hashes the framework's inline scripts of every exported page and writes
// each page's Content-Security-Policy for CDNs (out/_headers) and for nginx
// (dist/csp-policies.conf); the redirects, for CDNs (out/_redirects: renamed pages and the
// trailing slash) and for nginx (dist/redirects.conf: renamed pages), and a notice page at each
// old address for hosts that only serve files; then checks deploy/nginx.conf still has every
// directive the site relies on. Fails, naming the file, on any inline script that is not
// the framework's own.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadArticles } from '../lib/blog/articles';
import { getArticlePath } from '../lib/blog/blog';
import { loadCatalog } from '../lib/catalog/catalog';
import { getApiUrl } from '../lib/site/api-url';
import { listPageRedirects, type PageRedirect } from '../lib/site/moved-pages';
import { getProjectPath, getServicePath } from '../lib/site/paths';
import { siteConfig } from '../lib/site/site-config';
import { listExportedPages } from '../deploy/exported-pages';
import {
  buildHeaderRules,
  renderHeadersFile,
  renderRedirectsFile,
  type PagePolicy,
} from '../deploy/headers-file';
import { collectInlineCode, InlineCodeError } from '../deploy/inline-code';
import { getMovedPageFile, renderMovedPage } from '../deploy/moved-page';
import {
  findNginxConfigProblems,
  DEPLOY_OUTPUT_DIR,
  NGINX_POLICIES_FILE,
  NGINX_REDIRECTS_FILE,
  renderNginxPolicyMap,
  renderNginxRedirectMap,
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

/** The old addresses of the published articles, services and projects (`redirectFrom`). */
function loadMovedPages(): PageRedirect[] {
  const articles = loadArticles().filter((article) => article.status === 'published');
  const { services, projects } = loadCatalog();
  return [
    ...listPageRedirects(articles, getArticlePath),
    ...listPageRedirects(services, getServicePath),
    ...listPageRedirects(projects, getProjectPath),
  ];
}

/** The notice page at each old address, for hosts that serve only files; never over a page. */
function writeMovedPages(moved: readonly PageRedirect[]): void {
  for (const redirect of moved) {
    const file = path.join(outDir, getMovedPageFile(redirect.from));
    if (existsSync(file))
      throw new Error(`out/${getMovedPageFile(redirect.from)} ya es una página`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      renderMovedPage(redirect, { siteUrl: siteConfig.url, siteName: siteConfig.name }),
    );
  }
}

function main(): void {
  const apiOrigin = getApiOrigin(getApiUrl());
  const pages = readPagePolicies(apiOrigin);
  const moved = loadMovedPages();
  writeFileSync(path.join(outDir, '_headers'), renderHeadersFile(buildHeaderRules(pages)));
  writeFileSync(
    path.join(outDir, '_redirects'),
    renderRedirectsFile(
      pages.map(({ route }) => route),
      moved,
    ),
  );
  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(path.join(generatedDir, NGINX_POLICIES_FILE), renderNginxPolicyMap(pages));
  writeFileSync(path.join(generatedDir, NGINX_REDIRECTS_FILE), renderNginxRedirectMap(moved));
  // After the policies: a notice page is not one of the site's pages.
  writeMovedPages(moved);

  const problems = findNginxConfigProblems(readFileSync(nginxConfig, 'utf8'));
  if (problems.length > 0) {
    console.error(problems.map((problem) => `deploy/nginx.conf: ${problem}`).join('\n'));
    process.exit(1);
  }
  console.log(
    `Content-Security-Policy de ${pages.length} páginas (API: ${apiOrigin ?? 'mismo origen'}): ` +
      `out/_headers y ${DEPLOY_OUTPUT_DIR}/${NGINX_POLICIES_FILE}; barra final y ` +
      `${moved.length} ${moved.length === 1 ? 'dirección vieja' : 'direcciones viejas'}: ` +
      `out/_redirects y ${DEPLOY_OUTPUT_DIR}/${NGINX_REDIRECTS_FILE}`,
  );
}

try {
  main();
} catch (error) {
  if (!(error instanceof InlineCodeError)) throw error;
  console.error(`${error.message}\nSolo se permiten los scripts en línea que escribe Next.js.`);
  process.exit(1);
}
