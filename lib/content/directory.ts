// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const DIRECTORY_FILE = 'content/directory.json';
const PUBLIC_DIR = path.join(process.cwd(), 'public');
const MIN_ENTRIES = 12;

const requiredText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Expected text') })
    .trim()
    .min(1, 'Required');

const httpsUrl = z.url({ protocol: /^https$/, error: 'Expected an https:// URL' });

const linksSchema = z
  .strictObject({
    website: httpsUrl.optional(),
    whatsapp: httpsUrl
      .refine((url) => new URL(url).hostname === 'wa.me', 'Expected a https://wa.me/ link')
      .optional(),
    instagram: httpsUrl
      .refine(
        (url) => new URL(url).hostname === 'www.instagram.com',
        'Expected a https://www.instagram.com/ link',
      )
      .optional(),
  })
  .refine((links) => Object.values(links).some(Boolean), 'Expected at least one link');

const entrySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected an ASCII kebab-case id'),
  name: requiredText(),
  category: requiredText(),
  city: requiredText(),
  description: requiredText().max(200, 'Keep the description under 200 characters'),
  logo: z
    .string()
    .regex(/^\/images\/directory\/[a-z0-9-]+\.svg$/, 'Expected /images/directory/<name>.svg')
    .refine((logo) => existsSync(path.join(PUBLIC_DIR, logo)), 'File not found in public/'),
  links: linksSchema,
});

const directorySchema = z.strictObject({
  entries: z
    .array(entrySchema)
    .min(MIN_ENTRIES, `Expected at least ${MIN_ENTRIES} entries`)
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.id)) {
          context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Duplicate id' });
        }
        seen.add(entry.id);
      });
    }),
});

export type DirectoryEntry = z.infer<typeof entrySchema>;

function formatIssuePath(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/**
 * Validates the directory data; throws an Error naming the file and every bad field, e.g.
 * "content/directory.json: entries[3].category: Required".
 */
export function parseDirectory(data: unknown, file: string = DIRECTORY_FILE): DirectoryEntry[] {
  const result = directorySchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${file}: ${formatIssuePath(issue.path) || '(root)'}: ${issue.message}`,
    );
    throw new Error(problems.join('\n'));
  }
  return result.data.entries;
}

/** Every business of the client directory, sorted by name. */
export function getDirectoryEntries(): DirectoryEntry[] {
  const raw = readFileSync(path.join(process.cwd(), DIRECTORY_FILE), 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${DIRECTORY_FILE}: invalid JSON: ${reason}`);
  }
  return parseDirectory(data).sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
