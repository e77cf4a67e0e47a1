// lib/content: build time (Node, server components). Says in Spanish where a YAML or JSON text stops being readable.
import type { YAMLParseError } from 'yaml';
import { positionAt } from '../review/problem';

/** Why a text could not be read and where (line and column from 1), in Spanish. */
export type SyntaxProblem = { reason: string; line: number; column: number };

const QUOTE_VALUE =
  'si el valor lleva dos puntos, comillas o #, escríbelo entero entre comillas dobles';

/** The yaml package's error codes, said in Spanish with the way to fix them. */
const YAML_REASONS: Partial<Record<YAMLParseError['code'], string>> = {
  BLOCK_AS_IMPLICIT_KEY: `hay dos puntos (:) dentro de un valor; ${QUOTE_VALUE}`,
  DUPLICATE_KEY: 'este campo ya aparece más arriba; deja uno solo',
  BAD_INDENT:
    'la sangría no coincide: los campos empiezan en la misma columna, y los elementos de una lista con la misma sangría',
  TAB_AS_INDENT: 'hay un tabulador como sangría; usa espacios',
  UNEXPECTED_TOKEN: `hay texto donde no se espera; ${QUOTE_VALUE}`,
  BAD_SCALAR_START: `un valor empieza con un carácter reservado; ${QUOTE_VALUE}`,
  MULTILINE_IMPLICIT_KEY:
    'un nombre de campo ocupa más de una línea; revisa las comillas de la línea anterior',
  BAD_DQ_ESCAPE:
    'una barra invertida (\\) entre comillas dobles no forma un escape válido; escríbela doble (\\\\)',
};

function describeMissingChar(message: string): string {
  if (message.includes('quote')) {
    return 'faltan las comillas de cierre de un texto; ciérralo con la misma comilla con que empieza';
  }
  if (message.includes('map values'))
    return 'a esta línea le falta ": valor" después del nombre del campo';
  return 'falta un carácter de cierre (comillas, ] o })';
}

/** A YAML syntax error in Spanish, with the line and column the yaml package found it at. */
export function describeYamlError(error: YAMLParseError): SyntaxProblem {
  const at = error.linePos?.[0];
  const reason =
    error.code === 'MISSING_CHAR'
      ? describeMissingChar(error.message)
      : (YAML_REASONS[error.code] ??
        'YAML no puede leer esta línea; revisa las comillas, los dos puntos y la sangría');
  return { reason, line: at?.line ?? 1, column: at?.col ?? 1 };
}

/**
 * A JSON.parse error of `text` in Spanish, with the line and column of the position it names
 * (the end of the text when it names none).
 */
export function describeJsonError(error: SyntaxError, text: string): SyntaxProblem {
  const position = /at position (\d+)/.exec(error.message)?.[1];
  const offset = position ? Number(position) : text.length;
  const { line, column } = positionAt(text, offset);
  const reason =
    text.slice(offset).trim() === ''
      ? 'el texto se acaba antes de tiempo; falta cerrar una llave, un corchete o unas comillas'
      : 'aquí falta o sobra algo (una coma entre elementos, comillas dobles en cada nombre, una llave o un corchete)';
  return { reason, line, column };
}
