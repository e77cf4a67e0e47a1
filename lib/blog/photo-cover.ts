// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { z } from 'zod';
import { imageSource } from '../content/fields';

/**
 * Photo covers: an editor drops a JPEG or PNG of any size (at least 1200×630) in the `portadas/`
 * folder next to the articles and names it in the frontmatter (`image: portadas/mi-foto.jpg`).
 * Before the build, `scripts/build-share-images.ts` crops it to the page's 1200×630 WebP and to
 * the share JPEG, around the optional focal point `imageFocus` (the centre by default).
 */
export const PHOTO_COVERS_FOLDER = 'portadas';

/** The page cover made from a photo: 1200×630 WebP, kept light like the drawn covers. */
export const COVER_IMAGE = { width: 1200, height: 630, maxBytes: 100 * 1024 } as const;

/** Where, in public/, the build writes the WebP covers made from photos (git-ignored). */
const PHOTO_COVERS_PUBLIC_DIR = '/images/portadas';

/** A point of the photo, in percent from its left (`x`) and top (`y`) edges. */
export type FocalPoint = { x: number; y: number };

export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** A photo an article takes its cover from, ready for the build step that converts it. */
export type PhotoCover = {
  /** Absolute path of the photo. */
  file: string;
  /** The photo's path as error messages show it, e.g. `content/articles/portadas/mar.jpg`. */
  source: string;
  focus: FocalPoint;
};

const PHOTO_PATTERN = new RegExp(
  `^${PHOTO_COVERS_FOLDER}/[\\w-]+(\\.[\\w-]+)*\\.(jpe?g|png)$`,
  'i',
);

/** True when an article's `image` names a photo of the covers folder rather than a site path. */
export function isPhotoCover(image: string): boolean {
  return !image.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(image);
}

/** The WebP the build makes from an article's photo: `/images/portadas/{slug}.webp`. */
export function getPhotoCoverPath(slug: string): string {
  return `${PHOTO_COVERS_PUBLIC_DIR}/${slug}.webp`;
}

/**
 * An article's `image`: a path under public/ or an https URL (as any image of the site), or a
 * photo of the covers folder written relative to the article, `portadas/mi-foto.jpg`.
 */
export const articleImage = z.string().superRefine((value, context) => {
  if (!isPhotoCover(value)) {
    for (const issue of imageSource.safeParse(value).error?.issues ?? [])
      context.addIssue({ code: 'custom', message: issue.message });
  } else if (!PHOTO_PATTERN.test(value)) {
    context.addIssue({
      code: 'custom',
      message:
        `una foto de portada se escribe "${PHOTO_COVERS_FOLDER}/nombre.jpg" (JPEG o PNG, ` +
        `sin espacios ni acentos); otra imagen, como ruta de public/ que empiece con / o URL https`,
    });
  }
});

const FOCUS_PATTERN = /^(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%$/;

/**
 * A focal point written as CSS writes `object-position`, `"30% 60%"`: how far from the left and
 * from the top of the photo, each from 0% to 100%.
 */
export const focalPoint = z.string().transform((value, context): FocalPoint => {
  const match = FOCUS_PATTERN.exec(value.trim());
  const point = match ? { x: Number(match[1]), y: Number(match[2]) } : null;
  if (point === null || point.x > 100 || point.y > 100) {
    context.addIssue({
      code: 'custom',
      message:
        'debe ser "X% Y%": la distancia al borde izquierdo y al borde de arriba de la foto, ' +
        'cada una de 0% a 100%, por ejemplo "30% 60%"',
    });
    return z.NEVER;
  }
  return point;
});
