// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { z } from 'zod';
import { siteConfig } from '../site/site-config';
import { DIRECTORY_FILE, getDirectoryEntries, type DirectoryEntry } from './directory';
import { publicImage, sitePath, slug, text, uniqueBy } from './fields';
import { loadContentJson, parseContent } from './load-content';

export const HOME_CONTENT_FILE = 'content/home.json';

function exactly<T extends z.ZodType>(item: T, count: number, what: string) {
  return z.array(item).length(count, `debe tener exactamente ${count} ${what}`);
}

/**
 * The home page's clients and testimonials name businesses of the client directory, the one place
 * a client's name and domain are written (the projects of content/proyectos do too): each refers
 * to its entry by `client` (its id), a logo takes the entry's name and a testimonial's role must
 * name it.
 */
function clientSchemas(directory: readonly DirectoryEntry[]) {
  const byId = new Map(directory.map((entry) => [entry.id, entry]));
  const client = slug.refine((id) => byId.has(id), `no es un negocio de ${DIRECTORY_FILE}`);
  const namesClient =
    (field: string) =>
    (item: { client: string } & Record<string, unknown>, ctx: z.RefinementCtx) => {
      const name = byId.get(item.client)?.name;
      if (name && !String(item[field]).includes(name))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `debe nombrar al cliente como en ${DIRECTORY_FILE}: «${name}»`,
        });
    };
  return {
    client: z
      .strictObject({
        client,
        src: publicImage,
        darkSrc: publicImage.optional(),
        isXLarge: z.boolean().optional(),
      })
      .transform((logo) => ({ ...logo, name: byId.get(logo.client)?.name ?? logo.client })),
    review: z
      .strictObject({ client, name: text, title: text, text, image: publicImage })
      .superRefine(namesClient('title')),
  };
}
const faqEntry = z.strictObject({
  question: text,
  answer: text,
  link: z.strictObject({ label: text, href: sitePath }).optional(),
});

/** The methods the payment strip must show, each exactly once; `bank` is siteConfig's bank. */
export const PAYMENT_METHOD_IDS = ['spei', 'visa', 'mastercard', 'oxxo', 'bitso', 'bank'] as const;

const paymentMethod = z.discriminatedUnion('id', [
  z.strictObject({ id: z.literal('bank'), logo: publicImage, darkLogo: publicImage.optional() }),
  z.strictObject({
    id: z.enum(PAYMENT_METHOD_IDS).exclude(['bank']),
    name: text,
    logo: publicImage,
    darkLogo: publicImage.optional(),
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
      darkLogo: method.darkLogo,
    })),
  );

function homeContentSchema(directory: readonly DirectoryEntry[]) {
  const { client, review } = clientSchemas(directory);
  return z.strictObject({
    clients: exactly(client, 5, 'clientes'),
    reviews: exactly(review, 5, 'testimonios').superRefine(uniqueBy('name')),
    faq: exactly(faqEntry, 4, 'preguntas').superRefine(uniqueBy('question')),
    paymentMethods,
  });
}

export type HomeContent = z.output<ReturnType<typeof homeContentSchema>>;
export type Client = HomeContent['clients'][number];
export type Review = HomeContent['reviews'][number];
export type FaqEntry = HomeContent['faq'][number];
export type PaymentMethod = HomeContent['paymentMethods'][number];

/**
 * Validates the home-page data. Throws an Error naming the file and each wrong field, e.g.
 * `content/home.json: projects[2].url: debe ser una URL https:// (no se aceptan URL con http:)`.
 */
export function parseHomeContent(
  data: unknown,
  file: string = HOME_CONTENT_FILE,
  directory: readonly DirectoryEntry[] = getDirectoryEntries(),
): HomeContent {
  return parseContent(file, homeContentSchema(directory), data);
}

/** Reads and validates content/home.json; every local image must be in public/. */
export function getHomeContent(): HomeContent {
  return loadContentJson(HOME_CONTENT_FILE, homeContentSchema(getDirectoryEntries()));
}
