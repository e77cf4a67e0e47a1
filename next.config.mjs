import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

const root = path.dirname(fileURLToPath(import.meta.url));

// Turbopack's allocator (mimalloc) keeps freed memory for a while before it gives it back. The
// compiler frees about 500 MB when it finishes, just as page generation starts; given back at once,
// the build's peak at 1,000 articles falls from 1.4 to 1.0 GB. Read when `next build` loads it.
process.env.MIMALLOC_PURGE_DELAY ??= '0';

// The folders whose changes re-render the open page under `npm run dev`: content/, and
// ARTICLES_DIR when it is inside the project (Turbopack watches nothing outside it).
const articlesDir = path.resolve(root, process.env.ARTICLES_DIR ?? 'content');
const watchedContentDirs = [
  path.join(root, 'content'),
  ...(articlesDir.startsWith(`${root}${path.sep}`) ? [articlesDir] : []),
];

/** @param {string} phase @returns {import('next').NextConfig} */
const nextConfig = (phase) => ({
  // A static export, except under `npm run dev`: there the server would answer a new article's
  // URL with a 404 for 10–15 s after its card shows on /blog, until its cached list of the
  // article slugs (generateStaticParams) caught up. Without `export`, and without
  // `dynamicParams = false` in the routes, it renders any slug the content has, the moment it does.
  output: phase === PHASE_DEVELOPMENT_SERVER ? undefined : 'export',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the project (`npm run typecheck`) beside the build; checking again
  // inside `next build` took 11 s and a 600 MB process of a build with 1,000 articles.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Sass runs in threads of the build process and pages are generated in a thread, not in
    // child processes of their own: about 200 MB less at the build's peak.
    turbopackPluginRuntimeStrategy: 'workerThreads',
    workerThreads: true,
    // app/global-not-found.tsx: the 404 page renders outside the root layout, so the layout's
    // payload, which every page carries, no longer holds the 404 page's content.
    globalNotFound: true,
    // Each page loads the CSS of the components it renders and no other: by default Turbopack
    // merges 96 of the 134 CSS modules, staff and client-panel styles included, into one 117 KB
    // file every page loads. A low request cost keeps the chunks close to the pages; they load
    // after the first paint (deploy/critical-styles.ts), so more, smaller files cost little.
    // Figures in docs/desarrollo.md.
    cssChunking: { type: 'graph', requestCost: 2000, weightDistribution: 1 },
  },
  // `ANALYTICS=off` builds for a static host without the API: no visit counter ships.
  env: { NEXT_PUBLIC_ANALYTICS: process.env.ANALYTICS === 'off' ? 'off' : 'on' },
  // Every stylesheet reaches the design tokens and mixins as `@use 'mixins'`, from any folder.
  sassOptions: { loadPaths: [path.join(root, 'styles')] },
  turbopack: {
    rules: {
      // Under `npm run dev`, a saved file of content/ shows in the open page without a reload.
      'content-revision.ts': {
        condition: 'development',
        loaders: [
          {
            loader: path.join(root, 'scripts/content-revision-loader.cjs'),
            options: { dirs: watchedContentDirs },
          },
        ],
      },
      // Under `npm run dev`, an error shows on the page itself and leaves once its file is fixed.
      'error.tsx': {
        condition: 'development',
        loaders: [path.join(root, 'scripts/dev-error-page-loader.cjs')],
      },
    },
  },
});

export default nextConfig;
