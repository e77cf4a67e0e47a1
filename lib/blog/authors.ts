// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { z } from 'zod';
import { getAboutContent, type TeamMember } from '../content/about';
import { listContentProblems } from '../content/content-error';
import { httpsUrl, publicImage, slug, text, uniqueBy } from '../content/fields';
import { onContentRevision } from '../content/content-cache';
import { loadContentJson } from '../content/load-content';
import { siteConfig } from '../site/site-config';

export const AUTHORS_FILE = 'content/authors.json';

const authorSchema = z.strictObject({
  slug,
  name: text,
  role: text,
  bio: text.max(220, 'debe tener como máximo 220 caracteres'),
  avatar: publicImage,
  links: z
    .array(z.strictObject({ label: text, url: httpsUrl }))
    .max(4)
    .optional(),
});

export const authorsContentSchema = z.strictObject({
  /** The byline of articles without an `author`: the agency, with its name from the site config. */
  agency: z.strictObject({
    role: text,
    bio: text.max(220, 'debe tener como máximo 220 caracteres'),
    avatar: publicImage,
  }),
  authors: z.array(authorSchema).min(1).superRefine(uniqueBy('slug')),
});

export type AuthorsContent = z.infer<typeof authorsContentSchema>;
export type Author = AuthorsContent['authors'][number];

/** Who signs an article: one of the team (a schema.org Person) or the agency (an Organization). */
export type Byline = {
  kind: 'person' | 'organization';
  name: string;
  role: string;
  bio: string;
  avatar: string;
  links: { label: string; url: string }[];
};

/**
 * Validates content/authors.json; every author must be a member of the about page's team, with the
 * same name and role. A problem throws an Error naming the file and each field.
 */
export function parseAuthorsContent(
  data: unknown,
  team: readonly Pick<TeamMember, 'name' | 'role'>[],
  file: string = AUTHORS_FILE,
): AuthorsContent {
  const parsed = authorsContentSchema.safeParse(data);
  if (!parsed.success) throw new Error(listContentProblems(file, parsed.error).join('\n'));
  const problems: string[] = [];
  parsed.data.authors.forEach((author, index) => {
    const member = team.find((candidate) => candidate.name === author.name);
    if (!member) {
      problems.push(
        `${file}: authors[${index}].name: "${author.name}" no es del equipo de content/about.json; agrégalo ahí primero`,
      );
    } else if (member.role !== author.role) {
      problems.push(
        `${file}: authors[${index}].role: debe ser "${member.role}", como en el equipo de content/about.json`,
      );
    }
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return parsed.data;
}

/** The authors of content/authors.json and the agency's byline (read once per content revision). */
export const getAuthorsContent: () => AuthorsContent = onContentRevision(() =>
  parseAuthorsContent(loadContentJson(AUTHORS_FILE, z.unknown()), getAboutContent().team),
);

/** The byline of an article: its `author` from `content`, or the agency when it names none. */
export function getByline(authorSlug: string | undefined, content: AuthorsContent): Byline | null {
  if (authorSlug === undefined) {
    return { kind: 'organization', name: siteConfig.name, links: [], ...content.agency };
  }
  const author = content.authors.find((candidate) => candidate.slug === authorSlug);
  if (!author) return null;
  const { name, role, bio, avatar, links = [] } = author;
  return { kind: 'person', name, role, bio, avatar, links };
}
