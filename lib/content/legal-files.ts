// lib/content: build time (Node, server components). The legal texts of content/legal: files, header, placeholders.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  CLIENT_DEVICE_COOKIE,
  CLIENT_TOKEN_KEY,
  CONSENT_COOKIE,
  CONSENT_DISMISSED_KEY,
  RAFFLE_DEMO_KEY,
  USER_DATA_KEY,
} from '../browser/storage-keys';
import { parseIsoDate } from '../site/format';
import { siteConfig } from '../site/site-config';

export const LEGAL_DIR = 'content/legal';

/** The legal texts, by the route they are published at. */
export const legalSlugs = ['politica-privacidad', 'politica-cookies', 'terminos-uso'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

/** The file of a legal text, relative to the project (`content/legal/{slug}.md` or `.mdx`). */
export function findLegalFile(slug: LegalSlug): string | undefined {
  return [`${LEGAL_DIR}/${slug}.md`, `${LEGAL_DIR}/${slug}.mdx`].find((candidate) =>
    existsSync(path.join(process.cwd(), candidate)),
  );
}

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
  'storage.clientDevice': CLIENT_DEVICE_COOKIE,
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

/** A `{{name}}` of a legal text. */
export const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
