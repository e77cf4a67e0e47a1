// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseIsoDate } from '../site/format';

/** The public/ folder of the project, where local images and files are served from. */
const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** ASCII kebab-case, as article slugs and content ids are written. */
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Text that is not blank once trimmed. */
export const text = z.string().trim().min(1, 'no puede estar vacío');

/**
 * A prefilled WhatsApp message, kept exactly as written: it may end with a space after which the
 * visitor types ("Mi número de factura es: ").
 */
export const whatsappMessage = z
  .string()
  .refine((value) => value.trim().length > 0, 'no puede estar vacío');

/**
 * Text with `{name}` placeholders filled when the page is built, e.g. `template('city')` for
 * "Una oficina en la {city}": every listed placeholder must appear, and no other.
 */
export function template(...names: string[]) {
  return text.superRefine((value, context) => {
    const used = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    for (const name of names.filter((name) => !used.includes(name))) {
      context.addIssue({ code: 'custom', message: `debe incluir {${name}}` });
    }
    for (const name of used.filter((name) => !names.includes(name))) {
      const allowed = names.length > 0 ? names.map((n) => `{${n}}`).join(', ') : 'ninguno';
      context.addIssue({
        code: 'custom',
        message: `{${name}} no se puede usar aquí (marcadores posibles: ${allowed})`,
      });
    }
  });
}

/** An ASCII kebab-case identifier. */
export const slug = z
  .string()
  .regex(SLUG_PATTERN, 'debe ser ASCII en kebab-case, por ejemplo "mi-articulo-2025"');

function isHttps(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

/**
 * Words the spelling check accepts in one file, besides the project's word lists:
 * `ortografia: [Kubernetes, sharding]`.
 */
export const spellingWords = z.array(
  z
    .string()
    .regex(
      /^\p{L}+(?:['’-]\p{L}+)*$/u,
      'debe ser una sola palabra, sin espacios, números ni signos',
    ),
);

/** An absolute https:// URL; plain http is refused. */
export const httpsUrl = z
  .string()
  .refine(isHttps, 'debe ser una URL https:// (no se aceptan URL con http:)');

/** An https:// link to one host, e.g. `httpsUrlOn('wa.me')`. */
export function httpsUrlOn(host: string) {
  return httpsUrl.refine(
    (value) => isHttps(value) && new URL(value).hostname === host,
    `debe ser un enlace https://${host}/`,
  );
}

/** A path inside the site, e.g. `/blog` or `/bitso-mx`. */
export const sitePath = z.string().regex(/^\/[\w/-]*$/, 'debe ser una ruta del sitio (/…)');

/** A real calendar date written `AAAA-MM-DD`. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'debe tener el formato AAAA-MM-DD')
  .refine((value) => parseIsoDate(value) !== null, 'no es una fecha real del calendario');

/** True when a site path such as `/images/logo.svg` is a file in `publicDir`. */
export function isInPublic(src: string, publicDir: string = PUBLIC_DIR): boolean {
  return existsSync(path.join(publicDir, src));
}

/** An image: a path under public/ (`/images/…` with an image extension) or an https URL. */
export const imageSource = z.string().superRefine((value, context) => {
  if (/^http:/i.test(value)) {
    context.addIssue({ code: 'custom', message: 'usa https: no se aceptan URL con http:' });
  } else if (/^https:/i.test(value)) {
    if (!URL.canParse(value)) context.addIssue({ code: 'custom', message: 'no es una URL válida' });
  } else if (!/^\/[\w./-]+\.(svg|webp|png|jpe?g|avif)$/.test(value)) {
    context.addIssue({
      code: 'custom',
      message: 'debe ser la ruta de una imagen en public/ (que empiece con /) o una URL https',
    });
  }
});

/** An image source whose local path must exist in public/ (a remote https URL is not fetched). */
export const publicImage = imageSource.refine(
  (value) => !value.startsWith('/') || isInPublic(value),
  { error: (issue) => `no existe public${String(issue.input)}` },
);

/**
 * A refinement for lists whose items (or the field `key` of each) must not repeat; the repeat is
 * reported on the item, e.g. `projects[3].title: "Tienda" está repetido`.
 */
export function uniqueBy<T>(key?: keyof T & string) {
  return (items: readonly T[], context: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key === undefined ? item : item[key];
      if (seen.has(value)) {
        context.addIssue({
          code: 'custom',
          path: key === undefined ? [index] : [index, key],
          message: `${JSON.stringify(value)} está repetido`,
        });
      }
      seen.add(value);
    });
  };
}
