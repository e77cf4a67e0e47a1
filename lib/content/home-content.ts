// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { siteConfig } from '../site/site-config';

export const HOME_CONTENT_FILE = 'content/home.json';

const text = z.string().trim().min(1, 'must not be empty');

const imageSource = z.string().superRefine((value, ctx) => {
  if (/^http:\/\//i.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'must use https (http: URLs are refused)' });
  } else if (/^https:\/\//i.test(value)) {
    if (!URL.canParse(value)) ctx.addIssue({ code: 'custom', message: 'is not a valid URL' });
  } else if (!/^\/[\w./-]+\.(svg|webp|png|jpe?g|avif)$/.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an image path in public/ (starting with /) or an https URL',
    });
  }
});

const httpsUrl = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
    message: 'must be an https URL (http: URLs are refused)',
  });

function exactly<T extends z.ZodType>(item: T, count: number, what: string) {
  return z.array(item).length(count, `must list exactly ${count} ${what}`);
}

function uniqueBy<T>(key: keyof T & string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[key])) {
        ctx.addIssue({ code: 'custom', path: [index, key], message: 'is repeated' });
      }
      seen.add(item[key]);
    });
  };
}

const client = z.strictObject({ src: imageSource, alt: text, isXLarge: z.boolean().optional() });
const project = z.strictObject({
  img: imageSource,
  title: text.max(50, 'must be a short title (50 characters at most)'),
  desc: text.max(130, 'must be a short description (130 characters at most)'),
  url: httpsUrl,
});
const review = z.strictObject({ name: text, title: text, text, image: imageSource });
const service = z.strictObject({
  icon: imageSource,
  title: text,
  description: text.max(120, 'must be a short description (120 characters at most)'),
});
const faqEntry = z.strictObject({
  question: text,
  answer: text,
  link: z
    .strictObject({ label: text, href: z.string().regex(/^\/[\w/-]*$/, 'must be a site path') })
    .optional(),
});

/** The methods the payment strip must show, each exactly once; `bank` is siteConfig's bank. */
export const PAYMENT_METHOD_IDS = ['spei', 'visa', 'mastercard', 'oxxo', 'bitso', 'bank'] as const;

const paymentMethod = z.discriminatedUnion('id', [
  z.strictObject({ id: z.literal('bank'), logo: imageSource }),
  z.strictObject({
    id: z.enum(PAYMENT_METHOD_IDS).exclude(['bank']),
    name: text,
    logo: imageSource,
  }),
]);

const paymentMethods = z
  .array(paymentMethod)
  .superRefine((methods, ctx) => {
    const ids = methods.map((method) => method.id);
    const missing = PAYMENT_METHOD_IDS.filter((id) => !ids.includes(id));
    if (missing.length > 0)
      ctx.addIssue({ code: 'custom', message: `missing ${missing.join(', ')}` });
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
  clients: exactly(client, 5, 'clients'),
  projects: exactly(project, 6, 'projects').superRefine(uniqueBy('title')),
  reviews: exactly(review, 5, 'reviews').superRefine(uniqueBy('name')),
  services: exactly(service, 11, 'services').superRefine(uniqueBy('title')),
  faq: exactly(faqEntry, 4, 'questions').superRefine(uniqueBy('question')),
  paymentMethods,
});

export type HomeContent = z.infer<typeof homeContentSchema>;
export type Client = HomeContent['clients'][number];
export type Project = HomeContent['projects'][number];
export type Review = HomeContent['reviews'][number];
export type Service = HomeContent['services'][number];
export type FaqEntry = HomeContent['faq'][number];
export type PaymentMethod = HomeContent['paymentMethods'][number];

function formatPath(issuePath: readonly PropertyKey[]): string {
  const joined = issuePath
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return joined || '(root)';
}

/**
 * Validates the home-page data. Throws an Error naming the file and each wrong field,
 * e.g. `content/home.json: projects[2].url: must be an https URL (http: URLs are refused)`.
 */
export function parseHomeContent(data: unknown, fileName: string): HomeContent {
  const result = homeContentSchema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `${fileName}: ${formatPath(issue.path)}: ${issue.message}`,
  );
  throw new Error(lines.join('\n'));
}

function listImageFields(content: HomeContent): { field: string; src: string }[] {
  return [
    ...content.clients.map((c, i) => ({ field: `clients[${i}].src`, src: c.src })),
    ...content.projects.map((p, i) => ({ field: `projects[${i}].img`, src: p.img })),
    ...content.reviews.map((r, i) => ({ field: `reviews[${i}].image`, src: r.image })),
    ...content.services.map((s, i) => ({ field: `services[${i}].icon`, src: s.icon })),
    ...content.paymentMethods.map((m, i) => ({ field: `paymentMethods[${i}].logo`, src: m.logo })),
  ];
}

/** Reads and validates content/home.json, and checks that every local image is in public/. */
export function getHomeContent(): HomeContent {
  const file = path.join(process.cwd(), HOME_CONTENT_FILE);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${HOME_CONTENT_FILE}: cannot be read as JSON: ${reason}`);
  }
  const content = parseHomeContent(data, HOME_CONTENT_FILE);
  const missing = listImageFields(content).filter(
    ({ src }) => src.startsWith('/') && !existsSync(path.join(process.cwd(), 'public', src)),
  );
  if (missing.length > 0) {
    const lines = missing.map(
      ({ field, src }) => `${HOME_CONTENT_FILE}: ${field}: ${src} is not in public/`,
    );
    throw new Error(lines.join('\n'));
  }
  return content;
}
