// lib/content: build time (Node). The languages a fenced code block may name, and their labels.
import type { LanguageFn } from 'highlight.js';
import apache from 'highlight.js/lib/languages/apache';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import dns from 'highlight.js/lib/languages/dns';
import http from 'highlight.js/lib/languages/http';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import nginx from 'highlight.js/lib/languages/nginx';
import php from 'highlight.js/lib/languages/php';
import scss from 'highlight.js/lib/languages/scss';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/** The grammars registered for highlighting (only these; the others would just slow the build). */
export const codeGrammars = {
  apache,
  bash,
  css,
  dns,
  http,
  javascript,
  json,
  nginx,
  php,
  scss,
  typescript,
  xml,
  yaml,
} satisfies Record<string, LanguageFn>;

type CodeLanguage = { grammar: keyof typeof codeGrammars; label: string };

/** Each name a fence may use (```ts), with the grammar that highlights it and its visible label. */
export const codeLanguages: Readonly<Record<string, CodeLanguage>> = {
  apache: { grammar: 'apache', label: 'Apache' },
  bash: { grammar: 'bash', label: 'Bash' },
  sh: { grammar: 'bash', label: 'Bash' },
  css: { grammar: 'css', label: 'CSS' },
  dns: { grammar: 'dns', label: 'DNS' },
  http: { grammar: 'http', label: 'HTTP' },
  javascript: { grammar: 'javascript', label: 'JavaScript' },
  js: { grammar: 'javascript', label: 'JavaScript' },
  json: { grammar: 'json', label: 'JSON' },
  nginx: { grammar: 'nginx', label: 'nginx' },
  php: { grammar: 'php', label: 'PHP' },
  scss: { grammar: 'scss', label: 'SCSS' },
  typescript: { grammar: 'typescript', label: 'TypeScript' },
  ts: { grammar: 'typescript', label: 'TypeScript' },
  html: { grammar: 'xml', label: 'HTML' },
  xml: { grammar: 'xml', label: 'XML' },
  yaml: { grammar: 'yaml', label: 'YAML' },
  yml: { grammar: 'yaml', label: 'YAML' },
};

/** Fence names for text that is not code: shown as is, without a label. */
export const plainTextLanguages: readonly string[] = ['text', 'txt', 'plaintext'];

/** Every name a fence may use: the highlighted languages, then those of plain text. */
export function listFenceLanguages(): string[] {
  return [...Object.keys(codeLanguages), ...plainTextLanguages];
}

/** Whether a fence may name `name` (```name): a highlighted language or plain text. */
export function isFenceLanguage(name: string): boolean {
  return Object.hasOwn(codeLanguages, name) || plainTextLanguages.includes(name);
}

/** Every fence name that is not a grammar's own name, grouped by grammar (for the highlighter). */
export function listCodeAliases(): Record<string, string[]> {
  const aliases: Record<string, string[]> = {};
  for (const [name, { grammar }] of Object.entries(codeLanguages)) {
    if (name !== grammar) (aliases[grammar] ??= []).push(name);
  }
  return aliases;
}
