// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * Splits a page's CSS in two, keeping the cascade the stylesheets had:
 * - what its first paint uses, written in the page: every rule whose selector, with states such
 *   as `:hover` or `::before` taken away, matches an element of the page's HTML, whatever its media
 *   query (so every width and both schemes paint right), the `@font-face` rules and the keyframes
 *   those rules animate;
 * - the rest, loaded after the first paint: rules for what a client component draws later or a
 *   state the page is not in yet (a menu open, a banner shown).
 *
 * The rest comes after the page's `<style>`, so a rule of the rest that the stylesheets had
 * before a rule of the first paint would now win over it. Each such rule (same property, same
 * class or an element selector on the right of both) goes with the first paint instead: within
 * each half the order is the stylesheets' own, and no rule of the rest can beat one of the first
 * paint it used to lose to.
 */
import { selectOne } from 'css-select';
import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import { toStaticSelector } from './static-selector';
import { findStyleOrderConflicts } from './style-order';

export type PageStyles = {
  firstPaint: string;
  rest: string;
  /** Rules whose winner depends on the order of the page's stylesheets (deploy/style-order.ts). */
  orderConflicts: string[];
};

/** At-rules whose content is rules: each rule inside is chosen on its own. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer', 'scope']);

function matchesPage(selector: string, page: Document): boolean {
  const query = toStaticSelector(selector);
  if (query === '' || /[>+~]$/.test(query)) return true;
  try {
    return selectOne(query, page) !== null;
  } catch {
    // A selector the matcher does not know stays in the first paint: never a missing style.
    return true;
  }
}

/** The classes and ids of the rightmost compound of a selector, or null for one without any. */
function subjectOf(selector: string): string[] | null {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && (char === ' ' || char === '>' || char === '+' || char === '~'))
      start = index + 1;
  }
  const names = selector.slice(start).match(/[.#][\w-]+/g);
  return names && names.length > 0 ? names : null;
}

/** A property's family: `margin-top` and `margin` can override each other. */
function propertyFamily(property: string): string {
  if (property.startsWith('--')) return property;
  if (/^(?:inset|top|right|bottom|left)\b/.test(property)) return 'inset';
  return property.split('-')[0] ?? property;
}

type Leaf = {
  node: ChildNode;
  firstPaint: boolean;
  families: string[];
  /** Classes and ids on the right of its selectors; null when one has none (element, `*`). */
  subjects: string[] | null;
};

function describeRule(rule: Rule, firstPaint: boolean): Leaf {
  const families = new Set<string>();
  rule.walkDecls((declaration) => {
    families.add(propertyFamily(declaration.prop));
  });
  const subjects: string[] = [];
  let any = false;
  for (const selector of rule.selectors) {
    const names = subjectOf(selector);
    if (names) subjects.push(...names);
    else any = true;
  }
  return { node: rule, firstPaint, families: [...families], subjects: any ? null : subjects };
}

/** Moves to the first paint every rule of the rest that a later first-paint rule used to beat. */
function keepCascade(leaves: Leaf[]): void {
  // Families a later first-paint rule sets, each with its subjects (or "any element").
  const later = new Map<string, { any: boolean; subjects: Set<string> }>();
  const remember = (leaf: Leaf) => {
    for (const family of leaf.families) {
      const entry = later.get(family) ?? { any: false, subjects: new Set<string>() };
      if (leaf.subjects === null) entry.any = true;
      else for (const subject of leaf.subjects) entry.subjects.add(subject);
      later.set(family, entry);
    }
  };
  for (let index = leaves.length - 1; index >= 0; index -= 1) {
    const leaf = leaves[index];
    if (!leaf) continue;
    if (!leaf.firstPaint) {
      leaf.firstPaint = leaf.families.some((family) => {
        const entry = later.get(family);
        if (!entry) return false;
        if (entry.any || leaf.subjects === null) return true;
        return leaf.subjects.some((subject) => entry.subjects.has(subject));
      });
    }
    if (leaf.firstPaint) remember(leaf);
  }
}

const KEYFRAMES_NAME = /^(?:-webkit-)?keyframes$/;

/** Removes from `container` the leaves not in `keep`, and the groups left empty. */
function prune(container: Container, keep: Set<ChildNode>): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'atrule' && GROUPING_AT_RULES.has(node.name) && node.nodes) {
      prune(node, keep);
      if (node.nodes.length === 0) node.remove();
    } else if (!keep.has(node)) node.remove();
  }
}

/** Rewrites the relative `url()`s of a CSS text served at `href` to absolute paths. */
export function absoluteUrls(css: string, href: string): string {
  return css.replace(
    /url\((?!['"]?(?:[a-z]+:|\/|#))(['"]?)([^)'"]+)\1\)/g,
    (_, quote: string, url: string) =>
      `url(${quote}${new URL(url, `https://sitio${href}`).pathname}${quote})`,
  );
}

/**
 * The page's CSS (its stylesheets' texts with their paths, in order) split for the page's HTML:
 * what its first paint uses and the rest. Relative `url()`s become absolute paths, so both point
 * at the same files wherever they are written.
 */
export function splitPageStyles(
  html: string,
  stylesheets: readonly { href: string; css: string }[],
): PageStyles {
  const page = parseDocument(html);
  const root = postcss.root();
  for (const { href, css } of stylesheets)
    root.append(postcss.parse(absoluteUrls(css, href)).nodes);

  const leaves: Leaf[] = [];
  const keyframes: AtRule[] = [];
  const visit = (container: Container) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'rule')
        leaves.push(
          describeRule(
            node,
            node.selectors.some((selector) => matchesPage(selector, page)),
          ),
        );
      else if (node.type === 'atrule' && GROUPING_AT_RULES.has(node.name) && node.nodes)
        visit(node);
      else if (node.type === 'atrule' && KEYFRAMES_NAME.test(node.name)) keyframes.push(node);
      else if (node.type === 'atrule' || node.type === 'decl')
        leaves.push({ node, firstPaint: true, families: [], subjects: [] });
    }
  };
  visit(root);
  keepCascade(leaves);
  const orderConflicts = findStyleOrderConflicts(root, page);

  const firstPaint = new Set(leaves.filter((leaf) => leaf.firstPaint).map((leaf) => leaf.node));
  const rest = new Set(leaves.filter((leaf) => !leaf.firstPaint).map((leaf) => leaf.node));
  // Keyframes go where a rule animates with them; the first paint's are there for both.
  const animated = [...firstPaint].map((node) => node.toString()).join('');
  for (const rule of keyframes) (animated.includes(rule.params) ? firstPaint : rest).add(rule);

  const firstPaintRoot = root.clone();
  const restRoot = root;
  // Clones keep the order of nodes: the same walk pairs each node with its copy.
  const pairs = new Map<ChildNode, ChildNode>();
  const pair = (original: Container, copy: Container) => {
    (original.nodes ?? []).forEach((node, index) => {
      const twin = copy.nodes?.[index];
      if (!twin) return;
      pairs.set(node, twin);
      if ('nodes' in node && node.nodes && 'nodes' in twin) pair(node, twin as Container);
    });
  };
  pair(restRoot, firstPaintRoot);
  prune(firstPaintRoot, new Set([...firstPaint].flatMap((node) => pairs.get(node) ?? [])));
  prune(restRoot, rest);
  return { firstPaint: firstPaintRoot.toString(), rest: restRoot.toString(), orderConflicts };
}
