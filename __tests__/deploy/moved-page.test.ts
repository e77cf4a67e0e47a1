/** @jest-environment node */
import { collectInlineCode } from '@/deploy/inline-code';
import { getMovedPageFile, renderMovedPage } from '@/deploy/moved-page';

const redirect = {
  from: '/servicios/seo',
  to: '/servicios/asesoria-seo',
  title: 'Asesoría SEO & más',
};
const html = renderMovedPage(redirect, {
  siteUrl: 'https://codigoverde.mx',
  siteName: 'Código Verde',
});

describe('the page left at an old address', () => {
  it('is the file a host that only serves files answers the old address with', () => {
    expect(getMovedPageFile('/servicios/seo')).toBe('servicios/seo.html');
    expect(getMovedPageFile('/guia-vieja')).toBe('guia-vieja.html');
  });

  it('moves the visitor at once, names the new address as canonical and is not indexed', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/servicios/asesoria-seo">');
    expect(html).toContain(
      '<link rel="canonical" href="https://codigoverde.mx/servicios/asesoria-seo">',
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<html lang="es">');
  });

  it('says in Spanish where the page went, with a link a visitor can follow', () => {
    expect(html).toContain('<h1>Esta página se mudó</h1>');
    expect(html).toContain(
      '<p>Ahora está en <a href="/servicios/asesoria-seo">Asesoría SEO &amp; más</a>.</p>',
    );
  });

  it('has no script or style for the Content-Security-Policy to allow', () => {
    expect(collectInlineCode('out/servicios/seo.html', html)).toEqual({
      scriptHashes: [],
      styleElementHashes: [],
      styleAttributeHashes: [],
    });
    expect(html).not.toMatch(/<script|<style|style=|<link rel="stylesheet"/);
  });
});
