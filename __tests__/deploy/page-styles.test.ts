/** @jest-environment node */
import postcss from 'postcss';
import { parseDocument } from 'htmlparser2';
import { splitPageStyles } from '@/deploy/page-styles';
import { findStyleOrderConflicts, specificityOf } from '@/deploy/style-order';

const HTML =
  '<!DOCTYPE html><html><head></head><body>' +
  '<a class="aaaaaa_button bbbbbb_cta" href="/">Hola</a><p class="aaaaaa_note">Texto</p>' +
  '</body></html>';

const split = (css: string, href = '/_next/static/chunks/a.css') =>
  splitPageStyles(HTML, [{ href, css }]);

describe('splitPageStyles', () => {
  it('paints first with the rules the HTML matches, at every width and state, and leaves the rest', () => {
    const { firstPaint, rest } = split(
      '.aaaaaa_button{color:red}.aaaaaa_button:hover{color:blue}' +
        '@media (min-width:768px){.aaaaaa_note{margin:0}.aaaaaa_drawer{left:0}}' +
        '.aaaaaa_drawer{display:grid}.aaaaaa_drawer[open]{display:block}',
    );
    expect(firstPaint).toBe(
      '.aaaaaa_button{color:red}.aaaaaa_button:hover{color:blue}' +
        '@media (min-width:768px){.aaaaaa_note{margin:0}}',
    );
    expect(rest).toBe(
      '@media (min-width:768px){.aaaaaa_drawer{left:0}}' +
        '.aaaaaa_drawer{display:grid}.aaaaaa_drawer[open]{display:block}',
    );
  });

  it('keeps the typeface and the keyframes the first paint animates, with URLs from the page', () => {
    const { firstPaint, rest } = split(
      '@font-face{font-family:brand;src:url(../media/brand.woff2)format("woff2")}' +
        '.aaaaaa_note{animation:aaaaaa_in 1s}@keyframes aaaaaa_in{0%{opacity:0}}' +
        '.aaaaaa_drawer{animation:aaaaaa_out 1s}@keyframes aaaaaa_out{0%{opacity:1}}',
    );
    expect(firstPaint).toContain('url(/_next/static/media/brand.woff2)');
    expect(firstPaint).toContain('@keyframes aaaaaa_in');
    expect(rest).toContain('@keyframes aaaaaa_out');
    expect(rest).not.toContain('@font-face');
  });

  it('moves to the first paint a rule of the rest that a later first-paint rule used to beat', () => {
    // `.aaaaaa_note.is-open` is not in the HTML, but it came before `.aaaaaa_note`'s own margin:
    // loaded after it, it would win once the note opens, which it never did.
    const { firstPaint, rest } = split(
      '.aaaaaa_note.is-open{margin:2rem}.aaaaaa_note{margin:0}.aaaaaa_panel{margin:1rem}',
    );
    expect(firstPaint).toBe('.aaaaaa_note.is-open{margin:2rem}.aaaaaa_note{margin:0}');
    expect(rest).toBe('.aaaaaa_panel{margin:1rem}');
  });

  it('keeps a selector it cannot read in the first paint', () => {
    expect(split('.aaaaaa_x:unknown-state(1){color:red}').firstPaint).toContain('unknown-state');
  });
});

describe('findStyleOrderConflicts', () => {
  const conflicts = (css: string) =>
    findStyleOrderConflicts(postcss.parse(css), parseDocument(HTML));

  it('names two modules that set one property on one element with equal specificity', () => {
    expect(conflicts('.aaaaaa_button{padding:1rem}.bbbbbb_cta{padding:2rem}')).toEqual([
      '«.aaaaaa_button» y «.bbbbbb_cta» fijan padding con la misma especificidad en un mismo ' +
        'elemento: gana la hoja que la página cargue después',
    ]);
  });

  it('accepts an override that says it wins, other properties, and one module', () => {
    expect(conflicts('.aaaaaa_button{padding:1rem}.bbbbbb_cta.bbbbbb_cta{padding:2rem}')).toEqual(
      [],
    );
    expect(conflicts('.aaaaaa_button{padding:1rem}.bbbbbb_cta{margin:2rem}')).toEqual([]);
    expect(conflicts('.aaaaaa_button{padding:1rem}.aaaaaa_button:hover{padding:2rem}')).toEqual([]);
  });

  it('measures specificity as the browser does', () => {
    expect(specificityOf('.a')).toBe(100);
    expect(specificityOf('.a.a')).toBe(200);
    expect(specificityOf('html [data-x=y]')).toBe(101);
    expect(specificityOf(':where(.a) .b')).toBe(100);
    expect(specificityOf('.a:is(.b,#c)')).toBe(10100);
    expect(specificityOf('#a::before')).toBe(10001);
  });

  it('sees a shorthand and its longhand as one value, and not what the shorthand leaves alone', () => {
    expect(conflicts('.aaaaaa_button{margin:0}.bbbbbb_cta{margin-top:auto}')).toHaveLength(1);
    expect(conflicts('.aaaaaa_button{top:0}.bbbbbb_cta{inset:auto}')).toHaveLength(1);
    expect(conflicts('.aaaaaa_button{flex:1}.bbbbbb_cta{flex-direction:column}')).toHaveLength(0);
    expect(conflicts('.aaaaaa_button{border:0}.bbbbbb_cta{border-radius:50%}')).toHaveLength(0);
    expect(conflicts('.aaaaaa_button{grid:auto/1fr}.bbbbbb_cta{grid-column:1/-1}')).toHaveLength(0);
  });
});
