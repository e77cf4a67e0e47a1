/** @jest-environment node */
import { checkLegalText } from '@/lib/review/legal-check';
import type { LinkTargets } from '@/lib/review/link-targets';
import { formatProblem } from '@/lib/review/problem';

const FILE = 'content/legal/prueba.md';
const targets: LinkTargets = { pages: new Map(), publicDir: 'public' };
const check = (source: string) => checkLegalText(FILE, source, targets).problems.map(formatProblem);

const HEADER = "---\ntitle: 'Prueba'\nupdatedAt: '2026-01-15'\nlead: 'Texto de {{name}}.'\n---\n";

describe('checkLegalText', () => {
  it('takes the data the site knows, in the lead and the body', () => {
    expect(
      check(`${HEADER}\n## Responsable {#responsable}\n\n**{{legalName}}**, {{address.city}}.\n`),
    ).toEqual([]);
  });

  it('refuses a leftover {{dato}} at its line and column, with the closest one', () => {
    expect(
      check(
        `${HEADER}\n## Responsable\n\n**{{nombreLegal}}**, con domicilio en {{address.cty}}.\n`,
      ),
    ).toEqual([
      expect.stringMatching(
        /^content\/legal\/prueba\.md:9:3 — \{\{nombreLegal\}\} no es un dato que el sitio conozca — Usa uno de: name, legalName, /,
      ),
      expect.stringMatching(
        /^content\/legal\/prueba\.md:9:39 — \{\{address\.cty\}\} no es un dato que el sitio conozca — ¿quisiste decir \{\{address\.city\}\}\? Usa uno de: /,
      ),
    ]);
  });

  it('refuses one in the lead too, and a header field at its line', () => {
    const source = HEADER.replace('{{name}}', '{{marca}}').replace("'2026-01-15'", "'2026-02-30'");
    expect(check(`${source}\nTexto.\n`)).toEqual([
      expect.stringMatching(/^content\/legal\/prueba\.md:3:12 — updatedAt: no es una fecha real/),
      expect.stringMatching(/^content\/legal\/prueba\.md:4:17 — \{\{marca\}\} no es un dato/),
    ]);
  });
});
