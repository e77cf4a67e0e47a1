// Before `next build` (and `next dev`): writes the brand font that app/fonts.ts loads, cut down to
// the site's characters and weights (deploy/font-subset.ts), into the git-ignored styles/fonts/.
// Fails when the source font lacks one of those characters or the result outgrows its budget;
// warns, naming the file, when content uses a letter the font does not have.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BRAND_FONT_CHARACTERS,
  BRAND_FONT_MAX_BYTES,
  BRAND_FONT_SOURCE,
  findMissingCharacters,
  findUncoveredLetters,
  subsetBrandFont,
} from '../deploy/font-subset';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(root, BRAND_FONT_SOURCE);
const TARGET = path.join(root, 'styles/fonts/plus-jakarta-sans.woff2');

function listContentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(md|mdx|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function main(): Promise<void> {
  const font = await subsetBrandFont(readFileSync(SOURCE));
  const missing = await findMissingCharacters(font, BRAND_FONT_CHARACTERS);
  if (missing.length > 0)
    throw new Error(
      `La fuente de la marca no tiene ${missing.map((c) => `«${c}»`).join(', ')}: quítalos de ` +
        'BRAND_FONT_CHARACTERS en deploy/font-subset.ts.',
    );
  if (font.length > BRAND_FONT_MAX_BYTES)
    throw new Error(
      `La fuente de la marca pesa ${font.length} bytes, más que ${BRAND_FONT_MAX_BYTES}: ya no ` +
        'llega en la primera ida y vuelta de su conexión; revisa deploy/font-subset.ts.',
    );
  mkdirSync(path.dirname(TARGET), { recursive: true });
  writeFileSync(TARGET, font);
  console.log(`Fuente de la marca: ${path.relative(root, TARGET)} (${font.length} bytes)`);

  const files = listContentFiles(path.join(root, 'content')).map((file) => ({
    file: path.relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));
  for (const { file, letters } of findUncoveredLetters(files))
    console.warn(
      `Aviso: ${file} usa ${letters.map((l) => `«${l}»`).join(', ')}, que la fuente de la marca ` +
        'no tiene: se verán con la fuente de respaldo. Añádelos en deploy/font-subset.ts.',
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
