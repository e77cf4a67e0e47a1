import { removeStaticIslandsFromPayload, StaticIslandError } from '@/deploy/static-islands';

const BODY =
  '<p>Cada vez que abres una página, tu navegador descarga <strong>HTML</strong> & más.</p>';

/** One inline payload chunk as Next.js 16 writes it (its `htmlEscapeJsonString`). */
const push = (chunk: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, chunk]).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )})</script>`;

/** A text row: `id:T<hex byte length>,<text>`. */
const textRow = (id: string, text: string) =>
  `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/** A page whose island holds `BODY` in text row 9 and a heading in row 8. */
function page(payload: string[], island = BODY) {
  return `<!DOCTYPE html><html><body><main><div class="island" data-island="articulo"><h2>Índice</h2>${island}</div><a href="/blog">Blog</a></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${payload.map(push).join('')}</body></html>`;
}

const rows = {
  islandComponent: '3:I[4242,["$2"],"StaticIsland"]\n',
  link: '5:I[50551,["$2"],"SiteLink"]\n',
  tree: '0:["$","main",null,{"children":[["$","$L3",null,{"id":"articulo","children":["$L8","$L7"]}],["$","a",null,{"href":"/blog","children":"Blog"}]]}]\n',
  heading: '8:["$","h2",null,{"children":"Índice"}]\n',
  body: `7:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$9"}}]\n`,
};

/** The payload text of a page, its chunks joined. */
function payloadOf(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[1,.*?\])\)<\/script>/g)]
    .map((match) => (JSON.parse(match[1] ?? '') as [1, string])[1])
    .join('');
}

describe('removeStaticIslandsFromPayload', () => {
  it('takes the children of an island and the rows only they used out of the payload', () => {
    // The body's text row is split between two chunks, as a long one can be.
    const rest = rows.heading + textRow('9', BODY) + rows.body;
    const html = page([
      rows.islandComponent + rows.link + rows.tree,
      rest.slice(0, 80),
      rest.slice(80),
    ]);
    const result = removeStaticIslandsFromPayload('out/a.html', html);
    expect(payloadOf(result)).toBe(
      rows.islandComponent +
        rows.link +
        '0:["$","main",null,{"children":[["$","$L3",null,{"id":"articulo"}],["$","a",null,{"href":"/blog","children":"Blog"}]]}]\n',
    );
    // The HTML itself is untouched, and so is a page without islands.
    expect(result.replace(/<script>self.*<\/body>/s, '')).toBe(
      html.replace(/<script>self.*<\/body>/s, ''),
    );
    const plain = html.replace(' data-island="articulo"', '');
    expect(removeStaticIslandsFromPayload('out/b.html', plain)).toBe(plain);
  });

  it('keeps a row that something outside the island also uses', () => {
    const tree = rows.tree.replace('"children":"Blog"', '"children":"$L8"');
    const html = page([
      rows.islandComponent + rows.link + tree + rows.heading,
      textRow('9', BODY) + rows.body,
    ]);
    expect(payloadOf(removeStaticIslandsFromPayload('out/a.html', html))).toContain(rows.heading);
  });

  it('finds the island component through an outlined export name', () => {
    const html = page([
      '2f:"StaticIsland"\n3:I[4242,["$2"],"$2f"]\n' + rows.tree,
      rows.heading + textRow('9', BODY) + rows.body,
    ]);
    expect(payloadOf(removeStaticIslandsFromPayload('out/a.html', html))).not.toContain(BODY);
  });

  it.each([
    [
      'an island of the HTML is not in the payload',
      page([rows.islandComponent + rows.tree.replace('"articulo"', '"otra"')]),
      /la isla «articulo» del HTML no está en la carga útil/,
    ],
    [
      'an island holds a client component',
      page([
        rows.islandComponent + rows.link + rows.tree.replace('"$L7"', '"$L6"'),
        '6:["$","$L5",null,{"href":"/blog"}]\n' + rows.heading,
      ]),
      /contiene el componente de cliente SiteLink/,
    ],
    [
      'a text taken out is not in the HTML',
      page([
        rows.islandComponent + rows.tree + rows.heading + textRow('9', 'otro texto') + rows.body,
      ]),
      /el texto de la fila 9 no está en el HTML/,
    ],
    [
      'the payload has no island component',
      page([rows.tree]),
      /no tiene el componente StaticIsland/,
    ],
    [
      'Next.js encodes its payload scripts another way',
      page([
        rows.islandComponent + rows.tree + rows.heading + textRow('9', BODY) + rows.body,
      ]).replace('\\u003c', '<'),
      /codifica los scripts de la carga útil de otra forma/,
    ],
  ])('fails the build, naming the file, when %s', (_, html, message) => {
    expect(() => removeStaticIslandsFromPayload('out/a.html', html)).toThrow(StaticIslandError);
    expect(() => removeStaticIslandsFromPayload('out/a.html', html)).toThrow(
      new RegExp(`^out/a.html: .*${message.source}`),
    );
  });
});
