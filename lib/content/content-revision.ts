// lib/content: build time (Node, server components). Tells the content loaders when content/ changed under `npm run dev`.
/**
 * The revision of the files under content/: always 0 in a build. Under `npm run dev`,
 * `scripts/content-revision-loader.cjs` (a Turbopack loader, see next.config.mjs) replaces this
 * module with one whose number changes each time a file under content/ is saved.
 */
export const contentRevision: number = 0;
