// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { z } from 'zod';
import { siteConfig } from '../site/site-config';
import { httpsUrl, publicImage, sitePath, text, uniqueBy } from './fields';
import { loadContentJson, parseContent } from './load-content';

export const HOME_CONTENT_FILE = 'content/home.json';

function exactly<T extends z.ZodType>(item: T, count: number, what: string) {
  return z.array(item).length(count, `debe tener exactamente ${count} ${what}`);
}

const client = z.strictObject({ src: publicImage, alt: text, isXLarge: z.boolean().optional() });
const project = z.strictObject({
  img: publicImage,
  title: text.max(50, 'debe ser un título corto (50 caracteres como máximo)'),
  desc: text.max(130, 'debe ser una descripción corta (130 caracteres como máximo)'),
  url: httpsUrl,
});
const review = z.strictObject({ name: text, title: text, text, image: publicImage });
const service = z.strictObject({
  icon: publicImage,
  title: text,
  description: text.max(120, 'debe ser una descripción corta (120 caracteres como máximo)'),
});
const faqEntry = z.strictObject({
  question: text,
  answer: text,
  link: z.strictObject({ label: text, href: sitePath }).optional(),
});

/** The methods the payment strip must show, each exactly once; `bank` is siteConfig's bank. */
export const PAYMENT_METHOD_IDS = ['spei', 'visa', 'mastercard', 'oxxo', 'bitso', 'bank'] as const;

const paymentMethod = z.discriminatedUnion('id', [
  z.strictObject({ id: z.literal('bank'), logo: publicImage }),
  z.strictObject({
    id: z.enum(PAYMENT_METHOD_IDS).exclude(['bank']),
    name: text,
    logo: publicImage,
  }),
]);

const paymentMethods = z
  .array(paymentMethod)
  .superRefine((methods, ctx) => {
    const ids = methods.map((method) => method.id);
    const missing = PAYMENT_METHOD_IDS.filter((id) => !ids.includes(id));
    if (missing.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `faltan estas formas de pago: ${missing.join(', ')}`,
      });
  })
  .superRefine(uniqueBy('id'))
  .transform((methods) =>
    methods.map((method) => ({
      id: method.id,
      name: method.id === 'bank' ? siteConfig.bank.bankName : method.name,
      logo: method.logo,
    })),
  );

const homeContentSchema = z.strictObject({
  clients: exactly(client, 5, 'clientes'),
  projects: exactly(project, 6, 'proyectos').superRefine(uniqueBy('title')),
  reviews: exactly(review, 5, 'testimonios').superRefine(uniqueBy('name')),
  services: exactly(service, 11, 'servicios').superRefine(uniqueBy('title')),
  faq: exactly(faqEntry, 4, 'preguntas').superRefine(uniqueBy('question')),
  paymentMethods,
});

export type HomeContent = z.infer<typeof homeContentSchema>;
export type Client = HomeContent['clients'][number];
export type Project = HomeContent['projects'][number];
export type Review = HomeContent['reviews'][number];
export type Service = HomeContent['services'][number];
export type FaqEntry = HomeContent['faq'][number];
export type PaymentMethod = HomeContent['paymentMethods'][number];

/**
 * Validates the home-page data. Throws an Error naming the file and each wrong field, e.g.
 * `content/home.json: projects[2].url: debe ser una URL https:// (no se aceptan URL con http:)`.
 */
export function parseHomeContent(data: unknown, file: string = HOME_CONTENT_FILE): HomeContent {
  return parseContent(file, homeContentSchema, data);
}

/** Reads and validates content/home.json; every local image must be in public/. */
export function getHomeContent(): HomeContent {
  return loadContentJson(HOME_CONTENT_FILE, homeContentSchema);
}
