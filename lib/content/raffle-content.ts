// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { z } from 'zod';
import raffleDemoData from '@/content/raffle-demo.json';
import raffleSystemData from '@/content/raffle-system.json';
import { parseIsoDate } from '../site/format';
import { TICKET_COUNT } from '../raffle/raffle';

const DEMO_FILE = 'content/raffle-demo.json';
const SYSTEM_FILE = 'content/raffle-system.json';

const ticketNumberSchema = z
  .number()
  .int()
  .min(0)
  .max(TICKET_COUNT - 1);

const raffleDemoSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Usa minúsculas, números y guiones'),
  prize: z.string().trim().min(3),
  prizeDescription: z.string().trim().min(10),
  ticketPrice: z.number().int().positive(),
  drawDate: z
    .string()
    .refine(
      (value) => parseIsoDate(value) !== null,
      'Debe ser una fecha real con el formato AAAA-MM-DD',
    ),
  // At least one number must be sold, or the draw would have no winner to pick.
  soldNumbers: z
    .array(ticketNumberSchema)
    .min(1)
    .max(TICKET_COUNT - 1)
    .superRefine((numbers, context) => {
      numbers.forEach((number, index) => {
        if (numbers.indexOf(number) !== index) {
          context.addIssue({ code: 'custom', path: [index], message: `${number} está repetido` });
        }
      });
    }),
});

const textBlockSchema = z.object({
  title: z.string().trim().min(3),
  description: z.string().trim().min(10),
});

const raffleSystemSchema = z.object({
  whatsappMessage: z.string().trim().min(10),
  features: z
    .array(
      textBlockSchema.extend({
        icon: z.enum(['ticket', 'chat', 'clock', 'chart', 'shield', 'brush']),
      }),
    )
    .min(3),
  audience: z.array(textBlockSchema).min(2),
});

/** The demo raffle: prize, ticket price in MXN, draw date and the numbers already sold. */
export type RaffleDemo = z.infer<typeof raffleDemoSchema>;
export type RaffleSystem = z.infer<typeof raffleSystemSchema>;
export type RaffleFeature = RaffleSystem['features'][number];
export type RaffleFeatureIcon = RaffleFeature['icon'];
export type RaffleAudience = RaffleSystem['audience'][number];

function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
}

function parseContentFile<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const details = result.error.issues.map(
    (issue) => `${file}: ${formatIssuePath(issue.path) || '(raíz)'}: ${issue.message}`,
  );
  throw new Error(details.join('\n'));
}

/** Validates the data of the demo raffle; a bad file throws naming the file and the field. */
export function parseRaffleDemo(data: unknown): RaffleDemo {
  const raffle = parseContentFile(DEMO_FILE, raffleDemoSchema, data);
  return { ...raffle, soldNumbers: [...raffle.soldNumbers].sort((a, b) => a - b) };
}

/** Validates the presentation of the raffle system (features, audience, WhatsApp message). */
export function parseRaffleSystem(data: unknown): RaffleSystem {
  return parseContentFile(SYSTEM_FILE, raffleSystemSchema, data);
}

/** The demo raffle of `/sistema-rifas`, with its sold numbers in ascending order. */
export function getRaffleDemo(): RaffleDemo {
  return parseRaffleDemo(raffleDemoData);
}

/** What the raffle system offers and who it is for. */
export function getRaffleSystem(): RaffleSystem {
  return parseRaffleSystem(raffleSystemData);
}
