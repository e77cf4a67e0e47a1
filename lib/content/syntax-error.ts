// lib/content: build time (Node, server components). Says in Spanish where a YAML or JSON text stops being readable.
import type { YAMLParseError } from 'yaml';
import { positionAt } from '../review/problem';

/**
 * Why a text could not be read and where (line and column from 1), in Spanish; `fix`, how to
 * fix it, when the reason does not say it already.
 */
export type SyntaxProblem = { reason: string; line: number; column: number; fix?: string };

const QUOTE_VALUE = 'escribe el valor entero entre comillas dobles ("…") o simples (\'…\')';

/** The yaml package's error codes, said in Spanish, each with the way to fix it. */
const YAML_REASONS: Partial<Record<YAMLParseError['code'], { reason: string; fix: string }>> = {
  BLOCK_AS_IMPLICIT_KEY: {
    reason: 'hay dos puntos (:) dentro de un valor sin comillas',
    fix: QUOTE_VALUE,
  },
  DUPLICATE_KEY: { reason: 'este campo ya aparece más arriba', fix: 'deja uno solo' },
  BAD_INDENT: {
    reason: 'la sangría no coincide',
    fix: 'los campos empiezan en la misma columna, y los elementos de una lista con la misma sangría',
  },
  TAB_AS_INDENT: { reason: 'hay un tabulador como sangría', fix: 'usa espacios' },
  UNEXPECTED_TOKEN: {
    reason: 'hay texto donde no se espera',
    fix: `si el valor lleva dos puntos, comillas o #, ${QUOTE_VALUE}`,
  },
  BAD_SCALAR_START: {
    reason: 'un valor empieza con un carácter reservado (como @, `, % o *)',
    fix: QUOTE_VALUE,
  },
  MULTILINE_IMPLICIT_KEY: {
    reason: 'un nombre de campo ocupa más de una línea',
    fix: 'revisa las comillas de la línea anterior: cada texto se cierra con la comilla con que empieza',
  },
  BAD_DQ_ESCAPE: {
    reason: 'una barra invertida (\\) entre comillas dobles no forma un escape válido',
    fix: 'escríbela doble (\\\\) o usa comillas simples',
  },
};

function describeMissingChar(message: string): { reason: string; fix: string } {
  if (message.includes('quote')) {
    return {
      reason: 'faltan las comillas de cierre de un texto',
      fix: 'ciérralo con la misma comilla con que empieza',
    };
  }
  if (message.includes('map values'))
    return {
      reason: 'a esta línea le falta ": valor"',
      fix: 'escribe dos puntos y el valor después del nombre del campo',
    };
  return {
    reason: 'falta un carácter de cierre',
    fix: 'cierra las comillas, el ] o la } que se abrió',
  };
}

/** A YAML syntax error in Spanish, with the line and column the yaml package found it at. */
export function describeYamlError(error: YAMLParseError): SyntaxProblem {
  const at = error.linePos?.[0];
  const { reason, fix } =
    error.code === 'MISSING_CHAR'
      ? describeMissingChar(error.message)
      : (YAML_REASONS[error.code] ?? {
          reason: 'YAML no puede leer esta línea',
          fix: 'revisa las comillas, los dos puntos y la sangría',
        });
  return { reason, fix, line: at?.line ?? 1, column: at?.col ?? 1 };
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
