// lib/site: the one rule for characters nobody can see in what a person types (client work, fiscal data, staff names). Runs anywhere; imports no zod.

// Controls (Cc: NUL, tab, new line, DEL, C1), format marks (Cf: zero-width spaces and joiners,
// the bidi marks, embeddings, overrides and isolates, the BOM, invisible operators), the line and
// paragraph separators (Zl, Zp) and the half of a surrogate pair left alone (Cs). Stored text is
// shown to clients, printed on a CFDI and sent to banks: U+202E shows "fdp.exe" as "exe.pdf", and
// two concepts that differ only by U+200B look the same everywhere.
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** The Spanish names of the ones people meet, mostly when copying and pasting. */
const NAMES: Record<number, string> = {
  0x00: 'carácter nulo',
  0x09: 'tabulador',
  0x0a: 'salto de línea',
  0x0d: 'retorno de carro',
  0x7f: 'carácter de borrado',
  0x85: 'siguiente línea',
  0xad: 'guion suave',
  0x061c: 'marca de letra árabe',
  0x200b: 'espacio de ancho cero',
  0x200c: 'separador de ancho cero',
  0x200d: 'unión de ancho cero',
  0x200e: 'marca de izquierda a derecha',
  0x200f: 'marca de derecha a izquierda',
  0x2028: 'separador de línea',
  0x2029: 'separador de párrafo',
  0x202a: 'incrustación de izquierda a derecha',
  0x202b: 'incrustación de derecha a izquierda',
  0x202c: 'fin de formato direccional',
  0x202d: 'forzado de izquierda a derecha',
  0x202e: 'forzado de derecha a izquierda',
  0x2060: 'unión de palabras',
  0x2061: 'aplicación de función invisible',
  0x2062: 'multiplicación invisible',
  0x2063: 'separador invisible',
  0x2064: 'suma invisible',
  0x2066: 'aislamiento de izquierda a derecha',
  0x2067: 'aislamiento de derecha a izquierda',
  0x2068: 'aislamiento según el texto',
  0x2069: 'fin de aislamiento',
  0xfeff: 'marca de orden de bytes',
};

/** How a code point is written: `U+200B`, at least four hexadecimal digits in capitals. */
const formatCodePoint = (codePoint: number) =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first character of `text` that nobody can see, named by its code point and, when it has a
 * common one, its Spanish name (`U+200B (espacio de ancho cero)`); null when there is none.
 */
export function describeInvisibleCharacter(text: string): string | null {
  const found = INVISIBLE_CHARACTER.exec(text);
  if (!found) return null;
  const codePoint = found[0].codePointAt(0) ?? 0;
  const name = NAMES[codePoint];
  return name ? `${formatCodePoint(codePoint)} (${name})` : formatCodePoint(codePoint);
}
