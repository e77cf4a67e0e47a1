// lib/catalog: build time (Node, server components). The services and projects of content/servicios and content/proyectos.
import { z } from 'zod';
import { httpsUrl, publicImage, slug, spellingWords, text } from '../content/fields';
import { redirectFrom } from '../content/redirect-from';

const sentence = text.max(200, 'debe ser una sola frase (200 caracteres como máximo)');
const list = (what: string, min: number, max: number) =>
  z
    .array(sentence)
    .min(min, `debe tener al menos ${min} ${what}`)
    .max(max, `debe tener como máximo ${max} ${what}`);
const metaDescription = z
  .string()
  .trim()
  .min(120, 'la meta descripción debe tener al menos 120 caracteres')
  .max(160, 'la meta descripción debe tener como máximo 160 caracteres');
const keywords = z.array(z.string().trim().min(2)).min(4).max(8);
const order = z.number().int().positive();

/** The front matter of a service file (content/servicios/{slug}.md). */
export const serviceFrontmatterSchema = z.strictObject({
  /** Words the spelling check accepts in this file only. */
  ortografia: spellingWords.optional(),
  title: text.max(60, 'debe ser un título corto (60 caracteres como máximo)'),
  slug,
  /** Its slugs before it was renamed: each old address redirects to the service. */
  redirectFrom: redirectFrom.optional(),
  /** Its place on the home page and on /servicios, from 1. */
  order,
  /** The home card's line. */
  summary: text.max(120, 'debe ser una descripción corta (120 caracteres como máximo)'),
  description: metaDescription,
  keywords,
  icon: publicImage,
  darkIcon: publicImage.optional(),
  audience: list('frases', 3, 5),
  /** Whom the page's headings address: businesses, or students (`estudiantes`). */
  speaksTo: z.enum(['negocios', 'estudiantes']).default('negocios'),
  includes: list('frases', 5, 8),
  excludes: list('frases', 2, 5),
  steps: z
    .array(
      z.strictObject({
        title: text.max(60, 'debe ser un título corto (60 caracteres como máximo)'),
        text,
      }),
    )
    .min(4, 'debe tener al menos 4 pasos')
    .max(6, 'debe tener como máximo 6 pasos'),
  provides: list('frases', 3, 6),
  faq: z
    .array(z.strictObject({ question: text.regex(/\?$/, 'debe terminar en «?»'), answer: text }))
    .min(4, 'debe tener al menos 4 preguntas')
    .max(6, 'debe tener como máximo 6 preguntas'),
  /** Slugs of related articles of content/articles. */
  articles: z.array(slug).max(3, 'debe tener como máximo 3 artículos').default([]),
});

/** The front matter of a project file (content/proyectos/{slug}.md). */
export const projectFrontmatterSchema = z.strictObject({
  /** Words the spelling check accepts in this file only. */
  ortografia: spellingWords.optional(),
  title: text.max(50, 'debe ser un título corto (50 caracteres como máximo)'),
  slug,
  /** Its slugs before it was renamed: each old address redirects to the project. */
  redirectFrom: redirectFrom.optional(),
  /** Its place in the home page's carousel, from 1. */
  order,
  /** The id of its client in content/directory.json. */
  client: slug,
  /** The slug of the service it belongs to (content/servicios). */
  service: slug,
  summary: text.max(130, 'debe ser una descripción corta (130 caracteres como máximo)'),
  description: metaDescription,
  image: publicImage,
  imageAlt: text.max(200, 'debe ser una sola frase (200 caracteres como máximo)'),
  url: httpsUrl,
  year: z.number().int().min(2023, 'la agencia trabaja desde 2023').max(2100),
  duration: text.max(40, 'debe ser un plazo corto, por ejemplo "8 semanas"'),
  stack: z.array(text.max(40)).min(2).max(8),
  features: list('frases', 3, 8),
  /** Results shown only with their source. */
  results: z.array(z.strictObject({ text: sentence, source: text })).optional(),
});

export type ServiceFrontmatter = z.output<typeof serviceFrontmatterSchema>;
export type ProjectFrontmatter = z.output<typeof projectFrontmatterSchema>;

/** A service as the site uses it: its front matter, its Markdown introduction and its file. */
export type Service = ServiceFrontmatter & { content: string; sourceFile: string };

/** A project (case) as the site uses it, with its client's name from the directory. */
export type Project = ProjectFrontmatter & {
  content: string;
  sourceFile: string;
  clientName: string;
  clientCity: string;
  clientSector: string;
};

/** What a project's page names of its service: its slug and its title. */
export type ServiceReference = Pick<Service, 'slug' | 'title'>;
