// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import { isInPublic } from '../content/fields';
import { splitFrontmatter } from '../content/frontmatter';
import { describeConditionalAnchor, type PageKind } from '../content/page-ids';
import { toCanonicalPath } from '../site/canonical-path';
import { findClosest } from './closest';
import { checkLinkAddress } from './link-address';
import { getLegalAnchors, type LinkTarget, type LinkTargets } from './link-targets';
import {
  getBodyFirstLine,
  outlineMarkdown,
  type MarkdownOutline,
  type OutlineReference,
} from './markdown-outline';
import { checkRenderedPage } from './page-check';
import { sortProblems, type Problem } from './problem';

/**
 * The document being checked: its file, the ids of its own headings, whether a build exports it
 * and the kind of page that draws it (a legal text's page splits it into numbered sections, one
 * per h2).
 */
export type CheckedDocument = {
  file: string;
  anchors: ReadonlySet<string>;
  published: boolean;
  page: PageKind;
};

/** A URL's part with its %-escapes decoded, or as written when an escape is malformed (`100%`). */
export function decodeUrlPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const UNPUBLISHED = { draft: 'un borrador', scheduled: 'un artículo programado' } as const;

function suggest(wrong: string, candidates: Iterable<string>, prefix = ''): string {
  const closest = findClosest(wrong, candidates, wrong.split('/').at(-1));
  return closest ? `¿quisiste decir ${prefix}${closest}? ` : '';
}

function checkAnchor(
  anchor: string,
  { anchors, page }: Pick<LinkTarget, 'anchors' | 'page'>,
  where: string,
  error: (message: string, fix: string) => void,
): void {
  if (anchors.has(anchor)) return;
  const conditional = page && describeConditionalAnchor(page, anchor);
  if (conditional) {
    error(
      `#${anchor} no está en ${where}: la página muestra ${conditional.what} solo cuando ${conditional.when}`,
      `quita #${anchor} o enlaza un encabezado o una sección que ${where} sí muestre`,
    );
    return;
  }
  const fix =
    anchors.size === 0
      ? `${where} no tiene secciones enlazables: quita #${anchor}`
      : `${suggest(anchor, anchors, '#')}Usa el id de un encabezado h2 o h3 de ${where} (el que el índice enlaza)`;
  error(`#${anchor} no es ningún encabezado ni sección de ${where}`, fix);
}

function checkLink(
  link: OutlineReference,
  document: CheckedDocument,
  targets: LinkTargets,
  error: (message: string, fix: string) => void,
): void {
  const { url } = link;
  const address = checkLinkAddress(url);
  if (address) {
    error(address.message, address.fix);
    return;
  }
  if (url === '' || /^(https:|mailto:|tel:)/i.test(url)) return;
  if (/^http:/i.test(url)) {
    error(`el enlace ${url} usa http:, sin cifrar`, 'escríbelo con https://');
    return;
  }
  if (/^www\./i.test(url)) {
    error(
      `a la dirección ${url} le falta https://`,
      `escríbela completa, https://${url}: sin ella la página la enlaza con http:, sin cifrar`,
    );
    return;
  }
  if (url.startsWith('#')) {
    const page = document.page === 'legal' ? undefined : document.page;
    checkAnchor(decodeUrlPart(url.slice(1)), { ...document, page }, 'este documento', error);
    return;
  }
  if (!url.startsWith('/')) {
    const name = url.replace(/^\.\//, '').replace(/\.mdx?$/, '');
    const page = targets.pages.has(`/${name}`) ? `/${name}` : undefined;
    error(
      `el enlace ${url} no es una ruta del sitio ni una URL https://`,
      page
        ? `escribe ${page}: las rutas del sitio empiezan con /`
        : 'escribe la ruta desde la raíz del sitio (/mi-articulo) o una URL https:// completa',
    );
    return;
  }
  const [pathAndQuery = '', hash] = url.split('#', 2);
  const writtenPath = pathAndQuery.split('?')[0]!;
  const pagePath = toCanonicalPath(writtenPath);
  const page = targets.pages.get(pagePath);
  if (page && writtenPath !== pagePath) {
    const canonical = url.replace(writtenPath, pagePath);
    error(
      `el enlace ${url} no es la dirección de la página: las páginas del sitio no terminan en /`,
      `escribe ${canonical} (con la barra, el lector pasa por una redirección)`,
    );
    return;
  }
  if (!page) {
    if (isInPublic(decodeUrlPart(pagePath), targets.publicDir)) return;
    error(
      `el enlace ${url} no lleva a ninguna página del sitio`,
      `${suggest(pagePath, targets.pages.keys())}Corrige la ruta o quita el enlace`,
    );
    return;
  }
  if (document.published && page.status !== 'published') {
    error(
      `el enlace ${url} lleva a ${UNPUBLISHED[page.status]}, que la compilación no publica`,
      'quita el enlace o publica antes ese artículo',
    );
    return;
  }
  if (hash !== undefined) checkAnchor(decodeUrlPart(hash), page, pagePath, error);
}

/**
 * The errors of a document's body: its links and images (raw HTML's included) — a route,
 * article or `#anchor` that does not exist (with the closest one as a suggestion), a link to an
 * article the build leaves out, a plain http: URL, an address a click would not open
 * (`checkLinkAddress`), an image that is not in public/ or has no alt text — and what its page
 * becomes (`checkRenderedPage`).
 */
export function checkMarkdownBody(
  outline: MarkdownOutline,
  document: CheckedDocument,
  targets: LinkTargets,
): Problem[] {
  const problems: Problem[] = [];
  const reporter = (at: OutlineReference) => (message: string, fix: string) =>
    problems.push({
      file: document.file,
      line: at.line,
      column: at.column,
      severity: 'error',
      message,
      fix,
    });
  for (const link of outline.links) checkLink(link, document, targets, reporter(link));
  for (const image of outline.images) {
    const error = reporter(image);
    if (image.alt.trim() === '') {
      error(
        `la imagen ${image.url} no tiene texto alternativo`,
        'describe lo que muestra entre los corchetes: ![Lo que muestra la imagen](…)',
      );
    }
    if (/^https?:/i.test(image.url)) {
      error(
        `la imagen ${image.url} está en otro sitio: el sitio solo carga imágenes propias`,
        'cópiala a public/images/blog/ y escribe su ruta, /images/blog/…',
      );
    } else if (!image.url.startsWith('/')) {
      error(
        `la imagen ${image.url} no es una ruta de public/`,
        'escribe la ruta desde public/, empezando con /: /images/blog/mi-imagen.webp',
      );
    } else if (!isInPublic(decodeUrlPart(image.url), targets.publicDir)) {
      error(
        `la imagen ${image.url} no existe (no está en public${image.url})`,
        'revisa el nombre, las mayúsculas y la extensión, o copia la imagen a esa ruta',
      );
    }
  }
  return sortProblems([...problems, ...checkRenderedPage(outline, document)]);
}

/** The errors of a legal text's body: links, images, what its page becomes (`source` is the whole file). */
export function checkLegalLinks(file: string, source: string, targets: LinkTargets): Problem[] {
  const { body } = splitFrontmatter(source, file);
  const outline = outlineMarkdown(body, getBodyFirstLine(source, body), file);
  return checkMarkdownBody(
    outline,
    { file, anchors: getLegalAnchors(outline), published: true, page: 'legal' },
    targets,
  );
}
