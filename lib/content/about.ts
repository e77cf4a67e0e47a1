// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { z } from 'zod';
import { text } from './fields';
import { loadContentJson, parseContent } from './load-content';

const ABOUT_FILE = 'content/about.json';

/** The avatar colours a team member may use; each maps to design tokens in the team card. */
export const avatarTones = ['green', 'forest', 'ink', 'amber', 'mint'] as const;

const titledText = z.strictObject({ title: text, description: text });

const teamMemberSchema = z.strictObject({
  name: z
    .string()
    .regex(
      /^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)+$/u,
      'debe tener nombre y apellido, con mayúscula inicial',
    ),
  role: text,
  bio: text,
  tone: z.enum(avatarTones),
});

export const aboutContentSchema = z.strictObject({
  story: z.array(text).min(1),
  mission: text,
  vision: text,
  values: z.array(titledText).min(3).max(6),
  steps: z.array(titledText).min(4).max(10),
  team: z.array(teamMemberSchema).min(4).max(6),
  figures: z
    .array(z.strictObject({ value: text, label: text, detail: text }))
    .min(3)
    .max(4),
});

export type AboutContent = z.infer<typeof aboutContentSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** Validates the about-page data; a bad file throws an Error naming the file and the field. */
export function parseAboutContent(data: unknown, file: string = ABOUT_FILE): AboutContent {
  return parseContent(file, aboutContentSchema, data);
}

/** The about page's story, mission, vision, values, work steps, team and figures. */
export function getAboutContent(): AboutContent {
  return loadContentJson(ABOUT_FILE, aboutContentSchema);
}

/** The initials shown in a team member's avatar: first name and last surname ("Daniela Ríos" → "DR"). */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('es-MX');
}
