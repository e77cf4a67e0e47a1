// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { z } from 'zod';
import { TICKET_COUNT } from '../raffle/raffle';
import { isoDate, slug, text, uniqueBy } from './fields';
import { loadContentJson, parseContent } from './load-content';

const DEMO_FILE = 'content/raffle-demo.json';
const SYSTEM_FILE = 'content/raffle-system.json';

const ticketNumberSchema = z
  .number()
  .int()
  .min(0)
  .max(TICKET_COUNT - 1);

const raffleDemoSchema = z.strictObject({
  id: slug,
  prize: text.min(3),
  prizeDescription: text.min(10),
  ticketPrice: z.number().int().positive(),
  drawDate: isoDate,
  // At least one number must be sold, or the draw would have no winner to pick.
  soldNumbers: z
    .array(ticketNumberSchema)
    .min(1)
    .max(TICKET_COUNT - 1)
    .superRefine(uniqueBy()),
});

const textBlockSchema = z.strictObject({
  title: text.min(3),
  description: text.min(10),
});

const raffleSystemSchema = z.strictObject({
  whatsappMessage: text.min(10),
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

function sortSoldNumbers(raffle: RaffleDemo): RaffleDemo {
  return { ...raffle, soldNumbers: [...raffle.soldNumbers].sort((a, b) => a - b) };
}

/** Validates the data of the demo raffle; a bad file throws naming the file and the field. */
export function parseRaffleDemo(data: unknown): RaffleDemo {
  return sortSoldNumbers(parseContent(DEMO_FILE, raffleDemoSchema, data));
}

/** Validates the presentation of the raffle system (features, audience, WhatsApp message). */
export function parseRaffleSystem(data: unknown): RaffleSystem {
  return parseContent(SYSTEM_FILE, raffleSystemSchema, data);
}

/** The demo raffle of `/sistema-rifas`, with its sold numbers in ascending order. */
export function getRaffleDemo(): RaffleDemo {
  return sortSoldNumbers(loadContentJson(DEMO_FILE, raffleDemoSchema));
}

/** What the raffle system offers and who it is for. */
export function getRaffleSystem(): RaffleSystem {
  return loadContentJson(SYSTEM_FILE, raffleSystemSchema);
}
