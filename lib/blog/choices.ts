// lib/blog: build time (Node, server components). The one rule for a slug that must name an entry of a content list.
import { findClosest } from '../review/closest';

/**
 * Why `value` is none of `choices` (the entries of `file`): `"hostin" no está en
 * content/categories.json (¿quisiste decir «hosting», Hosting y velocidad? categorías: …)`.
 */
export function describeUnknownChoice(
  value: string,
  choices: readonly { slug: string; name: string }[],
  file: string,
  label: string,
): string {
  const slugs = choices.map((choice) => choice.slug);
  const closest = choices.find((choice) => choice.slug === findClosest(value, slugs));
  const hint = closest ? `¿quisiste decir «${closest.slug}», ${closest.name}? ` : '';
  return `"${value}" no está en ${file} (${hint}${label}: ${slugs.join(', ')}`;
}

/**
 * Why `value` names none of `choices`, as `describeUnknownChoice` says it, or undefined when it
 * names one (or is empty: left for later).
 */
export function checkChoice(
  value: string,
  choices: readonly { slug: string; name: string }[],
  file: string,
  label: string,
): string | undefined {
  if (value === '' || choices.some((choice) => choice.slug === value)) return undefined;
  return `${describeUnknownChoice(value, choices, file, label)})`;
}
