// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { z } from 'zod';
import { httpsUrl, httpsUrlOn, publicImage, slug, text, uniqueBy } from './fields';
import { loadContentJson, parseContent } from './load-content';

export const DIRECTORY_FILE = 'content/directory.json';
const MIN_ENTRIES = 12;

const linksSchema = z
  .strictObject({
    website: httpsUrl.optional(),
    whatsapp: httpsUrlOn('wa.me').optional(),
    instagram: httpsUrlOn('www.instagram.com').optional(),
  })
  .refine((links) => Object.values(links).some(Boolean), 'debe tener al menos un enlace');

const entrySchema = z.strictObject({
  id: slug,
  name: text,
  category: text,
  city: text,
  description: text.max(200, 'la descripción debe tener como máximo 200 caracteres'),
  logo: publicImage.regex(
    /^\/images\/directory\/[a-z0-9-]+\.svg$/,
    'debe ser /images/directory/<nombre>.svg',
  ),
  links: linksSchema,
});

const directorySchema = z.strictObject({
  entries: z
    .array(entrySchema)
    .min(MIN_ENTRIES, `debe tener al menos ${MIN_ENTRIES} negocios`)
    .superRefine(uniqueBy('id')),
});

export type DirectoryEntry = z.infer<typeof entrySchema>;

function sortByName(entries: DirectoryEntry[]): DirectoryEntry[] {
  return entries.sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/**
 * Validates the directory data; throws an Error naming the file and every bad field, e.g.
 * "content/directory.json: entries[3].category: falta este campo obligatorio".
 */
export function parseDirectory(data: unknown, file: string = DIRECTORY_FILE): DirectoryEntry[] {
  return sortByName(parseContent(file, directorySchema, data).entries);
}

/** Every business of the client directory, sorted by name. */
export function getDirectoryEntries(): DirectoryEntry[] {
  return sortByName(loadContentJson(DIRECTORY_FILE, directorySchema).entries);
}
