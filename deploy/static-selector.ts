// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * The selector as it can match the HTML: pseudo-classes and pseudo-elements without arguments
 * (`:hover`, `::before`, `:root`) taken away; functional ones (`:not()`, `:is()`, `:nth-child()`)
 * stay. Empty means any element.
 */
export function toStaticSelector(selector: string): string {
  return selector
    .replace(/(?<!\\)::?[a-zA-Z-]+(?![a-zA-Z-(])/g, '')
    .replace(/:(?:not|is|where)\(\s*\)/g, '')
    .trim();
}
