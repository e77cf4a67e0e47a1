// A Turbopack loader for `npm run dev` only (see next.config.mjs). It replaces
// lib/content/content-revision.ts with a module whose revision is the time it ran, and asks
// Turbopack to run it again whenever a file in the watched folders changes. The content loaders
// import that module, so a saved article, legal text or JSON file re-renders the open page, as
// an edited component does, and the loaders read the files again.
module.exports = function contentRevisionLoader() {
  for (const dir of this.getOptions().dirs) this.addContextDependency(dir);
  return `export const contentRevision = ${Date.now()};\n`;
};
