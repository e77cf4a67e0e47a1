// Synthetic articles for the benchmarks (`npm run bench:build`, `npm run bench:revisar`): the
// bodies, titles and descriptions of the real articles, one a day up to yesterday, so every one
// is published. A link to a real article leads to a synthetic copy of it, so none is broken.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const sources = readdirSync(path.join(root, 'content/articles'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => {
    const text = readFileSync(path.join(root, 'content/articles', name), 'utf8');
    const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const field = (name) => new RegExp(`^${name}: (.+)$`, 'm').exec(frontmatter)?.[1];
    return {
      slug: JSON.parse(field('slug')),
      body,
      image: JSON.parse(field('image')),
      title: JSON.parse(field('title')),
      description: JSON.parse(field('description')),
      keywords: field('keywords'),
    };
  });

const categories = JSON.parse(readFileSync(path.join(root, 'content/categories.json'), 'utf8')).map(
  (category) => category.slug,
);

// The copy of each real article takes its slug, so the links and related articles of the
// services and projects find it; the others are articulo-sintetico-N.
const syntheticSlug = (index) => sources[index]?.slug ?? `articulo-sintetico-${index + 1}`;

/**
 * Writes `count` synthetic articles to `dir` (the real articles' slugs, then
 * articulo-sintetico-10.md, …) and returns their slugs.
 */
export function writeSyntheticArticles(dir, count) {
  mkdirSync(dir, { recursive: true });
  // Article i copies source i % sources.length: the copy of source j is article j (or the one
  // holding it when there are fewer articles than sources).
  const copyOf = new Map(
    sources.map((source, index) => [`/${source.slug}`, `/${syntheticSlug(index % count)}`]),
  );
  const start = Date.now() - (count + 1) * 86_400_000;
  const slugs = [];
  for (let i = 0; i < count; i += 1) {
    const source = sources[i % sources.length];
    slugs.push(syntheticSlug(i));
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const body = source.body.replace(/\]\((\/[a-z0-9-]+)([#)])/g, (link, target, end) =>
      copyOf.has(target) ? `](${copyOf.get(target)}${end}` : link,
    );
    writeFileSync(
      path.join(dir, `${syntheticSlug(i)}.md`),
      `---
id: ${i + 1}
title: ${JSON.stringify(`${source.title} (${i + 1})`)}
slug: "${syntheticSlug(i)}"
description: ${JSON.stringify(source.description)}
keywords: ${source.keywords}
image: "${source.image}"
publishedDate: "${date}"
category: "${categories[i % categories.length]}"
---

${body}`,
    );
  }
  return slugs;
}
