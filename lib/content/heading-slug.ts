// lib/content: build time (Node, server components). Renders the Markdown of content/: articles and legal texts.
/** Turns heading text into an ASCII id ("¿Qué es SEO?" → "que-es-seo"), unique within `taken`. */
export function slugifyHeading(text: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'seccion';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
