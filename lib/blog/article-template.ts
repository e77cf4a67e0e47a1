// lib/blog: build time and `npm run revisar` (Node). The example texts of a new draft, and the check that none is published.
import type { Nodes } from 'mdast';
import { findField } from '../review/frontmatter-position';
import { textOfNode, type MarkdownOutline } from '../review/markdown-outline';
import type { Problem } from '../review/problem';
import type { ArticleFrontmatter, ArticleStatus } from './article-schema';

/**
 * The example texts `npm run nuevo-articulo` writes for the editor to replace. They are valid
 * values, so a new draft builds at once; an article that still carries one cannot be published.
 */
export const TEMPLATE_TEXTS = {
  description:
    'Escribe aquí la meta descripción: entre 120 y 156 caracteres que digan qué aprenderá quien lea el artículo. Google la muestra.',
  keywords: [
    'palabra clave principal',
    'segunda palabra clave',
    'tercera palabra clave',
    'cuarta palabra clave',
  ],
  body: {
    opening:
      'Primer párrafo: presenta el problema y lo que quien lee sabrá hacer al terminar (el título ya es el h1 de la página).',
    section: 'Primera sección',
    sectionText:
      'Cada h2 y h3 entra en el índice del artículo. Usa listas, una tabla y ejemplos concretos.',
    subsection: 'Una subsección',
    tableCell: 'Explica cuándo',
    closing: 'Resume lo esencial y di cuál es el siguiente paso.',
  },
} as const;

/** The Markdown body of a new draft, built from `TEMPLATE_TEXTS.body`. */
export function buildTemplateBody(): string {
  const { opening, section, sectionText, subsection, tableCell, closing } = TEMPLATE_TEXTS.body;
  return `${opening}

## ${section}

${sectionText}

### ${subsection}

| Opción | Cuándo conviene |
| ------ | --------------- |
| Una    | ${tableCell}  |
| Otra   | ${tableCell}  |

## Conclusión

${closing}
`;
}

const BODY_TEXTS = new Set<string>(Object.values(TEMPLATE_TEXTS.body));
const PLACEHOLDER_NODES = new Set(['paragraph', 'heading', 'tableCell']);

/** Where each paragraph, heading or table cell of the body that is still an example starts. */
function findBodyLeftovers(outline: MarkdownOutline): { line: number; column: number }[] {
  const found: { line: number; column: number }[] = [];
  const visit = (node: Nodes) => {
    if (PLACEHOLDER_NODES.has(node.type)) {
      const text = textOfNode(node).replace(/\s+/g, ' ').trim();
      if (BODY_TEXTS.has(text)) {
        found.push({
          line: (node.position?.start.line ?? 1) + outline.firstLine - 1,
          column: node.position?.start.column ?? 1,
        });
        return;
      }
    }
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(outline.tree);
  return found;
}

/** What the check needs of an article file. */
export type TemplateCheckInput = {
  file: string;
  source: string;
  article: Pick<ArticleFrontmatter, 'description' | 'keywords'> & { status: ArticleStatus };
  outline: MarkdownOutline;
};

/**
 * The example texts of the template still in an article: an error once it is to be published
 * (or scheduled), a warning while it is a draft.
 */
export function checkTemplateLeftovers({
  file,
  source,
  article,
  outline,
}: TemplateCheckInput): Problem[] {
  const severity = article.status === 'draft' ? 'aviso' : 'error';
  const at = (field: PropertyKey[]) => findField(source, field) ?? { line: 1, column: 1 };
  const problems: Problem[] = [];
  if (article.description.includes(TEMPLATE_TEXTS.description)) {
    problems.push({
      file,
      ...at(['description']),
      severity,
      message: 'description: todavía es el texto de ejemplo de la plantilla',
      fix: 'escribe la meta descripción: de 120 a 156 caracteres que digan de qué trata el artículo',
    });
  }
  article.keywords.forEach((keyword, index) => {
    if (!(TEMPLATE_TEXTS.keywords as readonly string[]).includes(keyword)) return;
    problems.push({
      file,
      ...at(['keywords', index]),
      severity,
      message: `keywords[${index}]: «${keyword}» es un ejemplo de la plantilla`,
      fix: 'escribe una frase que alguien buscaría para encontrar este artículo, o quítala',
    });
  });
  for (const place of findBodyLeftovers(outline)) {
    problems.push({
      file,
      ...place,
      severity,
      message: 'este texto es el ejemplo de la plantilla',
      fix: 'cámbialo por el tuyo o bórralo',
    });
  }
  return problems;
}
