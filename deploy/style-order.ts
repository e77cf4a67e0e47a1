// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * Each page loads its own CSS chunks (next.config.mjs), and the chunks keep no single order
 * across pages: a rule that wins on one page only because its stylesheet comes later may lose on
 * another. This finds, on a page's HTML, two CSS modules whose equally specific rules set the same
 * property on the same element: which one wins depends on that order. The one that should win
 * says so with `@include over-shared` (styles/_mixins.scss).
 */
import { selectAll } from 'css-select';
import { parse, type Selector } from 'css-what';
import type { AnyNode, Document, Element } from 'domhandler';
import type { Root } from 'postcss';
import { toStaticSelector } from './static-selector';

/** A CSS module's class as Turbopack writes it: six characters of its hash, `_`, its name. */
const MODULE_CLASS = /\.([\w-]{6})_[A-Za-z][\w-]*/g;

/** The module of the rightmost class of a selector, or `global` for a selector without one. */
function moduleOf(selector: string): string {
  const classes = [...selector.matchAll(MODULE_CLASS)];
  return classes.at(-1)?.[1] ?? 'global';
}

/** Specificity as one number (ids, classes, elements in base 100), or null when unparsable. */
export function specificityOf(selector: string): number | null {
  let parsed: Selector[][];
  try {
    parsed = parse(selector);
  } catch {
    return null;
  }
  const score = (tokens: Selector[]): number =>
    tokens.reduce((sum, token) => {
      if (token.type === 'attribute')
        return sum + (token.name === 'id' && token.action === 'equals' ? 10000 : 100);
      if (token.type === 'tag' || token.type === 'pseudo-element') return sum + 1;
      if (token.type !== 'pseudo') return sum;
      if (token.name === 'where') return sum;
      if (Array.isArray(token.data) && ['is', 'not', 'has', 'matches'].includes(token.name))
        return sum + Math.max(0, ...token.data.map(score));
      return sum + 100;
    }, 0);
  return Math.max(...parsed.map(score));
}

/** Longer properties a shorter one does not reset, though their names begin with it. */
const NOT_RESET = new Set([
  'border-radius',
  'border-collapse',
  'border-spacing',
  'border-image',
  'flex-direction',
  'flex-wrap',
  'flex-flow',
  'outline-offset',
]);

/** Whether two properties can set one value: equal, or a shorthand and one of its longhands. */
function overlaps(first: string, second: string): boolean {
  if (first === second) return true;
  if (first === 'inset' || second === 'inset')
    return /^(?:top|right|bottom|left|inset-)/.test(first === 'inset' ? second : first);
  const [short, long] = first.length < second.length ? [first, second] : [second, first];
  if (short.startsWith('--')) return false;
  if (!long.startsWith(`${short}-`) || NOT_RESET.has(long)) return false;
  // `grid` sets the template and the auto tracks, not where an item goes.
  return !(short === 'grid' && /^grid-(?:area|column|row)/.test(long));
}

type Match = { selector: string; module: string; specificity: number; properties: string[] };

/**
 * The pairs of rules of different modules that set one property, with equal specificity, on one
 * element of `page`, described in Spanish (one line each, without repeats).
 */
export function findStyleOrderConflicts(root: Root, page: Document): string[] {
  const byElement = new Map<Element, Match[]>();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name))
      return;
    const properties: string[] = [];
    rule.each((node) => {
      if (node.type === 'decl') properties.push(node.prop);
    });
    if (properties.length === 0) return;
    for (const selector of rule.selectors) {
      const query = toStaticSelector(selector);
      const specificity = specificityOf(selector);
      if (query === '' || specificity === null) continue;
      let elements: Element[];
      try {
        elements = selectAll<AnyNode, Element>(query, page);
      } catch {
        continue;
      }
      const match = { selector, module: moduleOf(selector), specificity, properties };
      for (const element of elements) {
        const matches = byElement.get(element) ?? [];
        matches.push(match);
        byElement.set(element, matches);
      }
    }
  });

  const conflicts = new Set<string>();
  for (const matches of byElement.values())
    matches.forEach((first, index) => {
      for (const second of matches.slice(index + 1)) {
        if (first.module === second.module || first.specificity !== second.specificity) continue;
        const shared = first.properties.filter((property) =>
          second.properties.some((other) => overlaps(property, other)),
        );
        if (shared.length > 0)
          conflicts.add(
            `«${first.selector}» y «${second.selector}» fijan ${shared.join(', ')} con la misma ` +
              'especificidad en un mismo elemento: gana la hoja que la página cargue después',
          );
      }
    });
  return [...conflicts];
}
