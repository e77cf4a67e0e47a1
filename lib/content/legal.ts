// lib/content: build time (Node, server components). Loads and validates the legal texts of content/legal.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  CLIENT_TOKEN_KEY,
  CONSENT_COOKIE,
  CONSENT_DISMISSED_KEY,
  RAFFLE_DEMO_KEY,
  USER_DATA_KEY,
} from '../browser/storage-keys';
import { parseIsoDate } from '../site/format';
import { siteConfig } from '../site/site-config';
import { describeContentError } from './content-error';
import { splitFrontmatter } from './frontmatter';
import { renderMarkdown, type MarkdownOptions, type SectionClassNames } from './markdown';

const LEGAL_DIR = 'content/legal';

/** The legal texts, by the route they are published at. */
export const legalSlugs = ['politica-privacidad', 'politica-cookies', 'terminos-uso'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

const { address } = siteConfig;

/**
 * The `{{name}}` a legal text may write for a value the site keeps in code: brand data from the
 * site config and the names of the keys the site stores in the browser.
 */
export const legalPlaceholders: Readonly<Record<string, string>> = {
  name: siteConfig.name,
  legalName: siteConfig.legalName,
  rfc: siteConfig.rfc,
  email: siteConfig.email,
  privacyOfficerEmail: siteConfig.privacyOfficerEmail,
  phoneDisplay: siteConfig.phoneDisplay,
  whatsappNumber: siteConfig.whatsapp.number,
  'address.street': address.street,
  'address.neighborhood': address.neighborhood,
  'address.postalCode': address.postalCode,
  'address.city': address.city,
  'address.state': address.state,
  'address.country': address.country,
  'bank.provider': siteConfig.bank.provider,
  'storage.consentCookie': CONSENT_COOKIE,
  'storage.consentDismissed': CONSENT_DISMISSED_KEY,
  'storage.userData': USER_DATA_KEY,
  'storage.clientToken': CLIENT_TOKEN_KEY,
  'storage.raffleDemo': RAFFLE_DEMO_KEY,
};

export const legalFrontmatterSchema = z.strictObject({
  /** The page's h1. */
  title: z.string().trim().min(1),
  updatedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'debe tener el formato AAAA-MM-DD (entre comillas)')
    .refine((value) => parseIsoDate(value) !== null, 'no es una fecha real del calendario'),
  /** The paragraph under the title, before the table of contents. */
  lead: z.string().trim().min(1),
});

/** A legal text ready to render: its header and its Markdown body, placeholders filled in. */
export type LegalContent = z.infer<typeof legalFrontmatterSchema> & {
  body: string;
  format: 'md' | 'mdx';
  sourceFile: string;
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function fillPlaceholders(text: string, file: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = legalPlaceholders[name];
    if (value === undefined) {
      throw new Error(
        `${file}: {{${name}}} no existe; usa uno de: ${Object.keys(legalPlaceholders).join(', ')}`,
      );
    }
    return value;
  });
}

/**
 * Validates one legal text (`file` is the path shown in errors; its extension picks Markdown or
 * MDX) and fills in its placeholders. Throws an Error naming the file and the field.
 */
export function parseLegalContent(source: string, file: string): LegalContent {
  const { data, body } = splitFrontmatter(source, file);
  const result = legalFrontmatterSchema.safeParse(data);
  if (!result.success) throw new Error(describeContentError(file, result.error));
  const format = file.endsWith('.mdx') ? 'mdx' : 'md';
  const tag = /<[A-Z][A-Za-z0-9]*/.exec(body);
  if (format === 'md' && tag) {
    throw new Error(`${file}: ${tag[0]}>: los componentes solo se pueden usar en archivos .mdx`);
  }
  return {
    ...result.data,
    lead: fillPlaceholders(result.data.lead, file),
    body: fillPlaceholders(body.trim(), file),
    format,
    sourceFile: file,
  };
}

const cache = new Map<LegalSlug, LegalContent>();

/** The legal text published at `/{slug}`: `content/legal/{slug}.md` or `.mdx`. */
export function getLegalContent(slug: LegalSlug): LegalContent {
  const cached = cache.get(slug);
  if (cached) return cached;
  const file = [`${LEGAL_DIR}/${slug}.md`, `${LEGAL_DIR}/${slug}.mdx`].find((candidate) =>
    existsSync(path.join(process.cwd(), candidate)),
  );
  if (!file) throw new Error(`${LEGAL_DIR}/${slug}.md: no existe (ni su versión .mdx)`);
  const content = parseLegalContent(readFileSync(path.join(process.cwd(), file), 'utf8'), file);
  cache.set(slug, content);
  return content;
}

/**
 * Renders a legal text in numbered sections, one per h2, with the components its MDX may use.
 * A tag, expression or import the components do not allow fails naming the file.
 */
export async function renderLegalContent(
  content: LegalContent,
  components: MarkdownOptions['components'],
  sections: SectionClassNames,
) {
  try {
    return await renderMarkdown(content.body, {}, { format: content.format, components, sections });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${content.sourceFile}: ${reason}`, { cause: error });
  }
}
