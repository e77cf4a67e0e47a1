// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import type { z } from 'zod';
import { formatClosestHint } from '../review/closest';

const EXPECTED: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'true o false',
  array: 'una lista',
  object: 'un objeto',
  null: 'null',
};

const FORMATS: Record<string, string> = {
  url: 'debe ser una URL válida',
  email: 'debe ser un correo electrónico válido',
  regex: 'no tiene el formato esperado',
};

function describeValue(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'una lista';
  if (typeof input === 'string') return 'texto';
  if (typeof input === 'number') return Number.isInteger(input) ? 'un número' : 'un decimal';
  if (typeof input === 'boolean') return 'un valor true/false';
  return typeof input === 'object' ? 'un objeto' : typeof input;
}

function quoteAll(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** The fields an object schema knows, for an issue it raised; none for other issues. */
function listKnownKeys(issue: z.core.$ZodRawIssue): string[] {
  const def: object | undefined = issue.inst?._zod.def;
  return def && 'shape' in def && def.shape && typeof def.shape === 'object'
    ? Object.keys(def.shape)
    : [];
}

/** `campo desconocido: "categroy" (¿quisiste decir «category»?)`, for each unknown key. */
function describeUnknownKeys(issue: z.core.$ZodRawIssue<z.core.$ZodIssueUnrecognizedKeys>): string {
  const known = listKnownKeys(issue);
  const described = issue.keys.map(
    (key) => `${JSON.stringify(key)}${formatClosestHint(key, known)}`,
  );
  return `${described.length === 1 ? 'campo desconocido' : 'campos desconocidos'}: ${described.join(', ')}`;
}

type SizeIssue = z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig>;

function describeSize(issue: SizeIssue, bound: 'al menos' | 'como máximo'): string {
  const limit = 'minimum' in issue ? issue.minimum : issue.maximum;
  const exactly = issue.exact ? 'exactamente' : bound;
  if (issue.origin === 'string') {
    if (bound === 'al menos' && Number(limit) === 1 && !issue.exact) return 'no puede estar vacío';
    return `debe tener ${exactly} ${limit} ${Number(limit) === 1 ? 'carácter' : 'caracteres'}`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return `debe tener ${exactly} ${limit} ${Number(limit) === 1 ? 'elemento' : 'elementos'}`;
  }
  const comparison = bound === 'al menos' ? 'mayor' : 'menor';
  return issue.inclusive
    ? `debe ser ${comparison} o igual que ${limit}`
    : `debe ser ${comparison} que ${limit}`;
}

/**
 * zod's default messages in Spanish (Mexico). Checks with their own message keep it; every other
 * problem (a missing field, a wrong type, an unknown key, an option not in the list…) reads here.
 */
export const spanishErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'falta este campo obligatorio';
      return `debe ser ${EXPECTED[issue.expected] ?? issue.expected} (hay ${describeValue(issue.input)})`;
    case 'too_small':
      return describeSize(issue, 'al menos');
    case 'too_big':
      return describeSize(issue, 'como máximo');
    case 'invalid_format':
      return FORMATS[issue.format] ?? `no tiene el formato esperado (${issue.format})`;
    case 'not_multiple_of':
      return `debe ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return describeUnknownKeys(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `debe ser ${quoteAll(issue.values)}`
        : `debe ser uno de: ${quoteAll(issue.values)}`;
    case 'invalid_union':
      return issue.input === undefined
        ? 'falta este campo obligatorio'
        : 'no es ninguna de las opciones permitidas';
    case 'invalid_key':
      return 'tiene una clave no válida';
    case 'invalid_element':
      return 'tiene un elemento no válido';
    default:
      return 'no es un valor válido';
  }
};
