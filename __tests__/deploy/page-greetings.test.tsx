/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { FloatingActions } from '@/components/layout/floating-actions';
import { PageGreeting } from '@/components/layout/page-greeting';
import { SocialLinks } from '@/components/layout/social-links';
import { PageGreetingError, writePageGreeting } from '@/deploy/page-greetings';
import { buildWhatsAppLink } from '@/lib/site/whatsapp-link';

const NUMBER = '525512345678';
const SITE_GREETING = '¡Hola! Me gustaría recibir más información sobre sus servicios.';
const siteLink = buildWhatsAppLink(NUMBER, SITE_GREETING);

/** A page as the export writes it: the chrome's WhatsApp links, and content that may declare a greeting. */
function renderPage(content: string, greeting?: string): string {
  const body = <div dangerouslySetInnerHTML={{ __html: content }} />;
  const main = renderToStaticMarkup(
    <main>
      {greeting === undefined ? body : <PageGreeting greeting={greeting}>{body}</PageGreeting>}
    </main>,
  );
  const chrome = renderToStaticMarkup(
    <>
      <SocialLinks whatsappUrl={siteLink} place="menu-movil" />
      <FloatingActions whatsappUrl={siteLink} />
    </>,
  );
  return `<!DOCTYPE html><html><body>${main}${chrome}<script>self.__next_f.push([1,"\\"data-whatsapp-greeting\\":\\"otro\\""])</script></body></html>`;
}

const hrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*href="(https:\/\/wa\.me\/[^"]*)"/g)].map((match) => match[1]);

describe('page greetings in the exported pages', () => {
  it("gives the chrome's WhatsApp links the greeting the page declares, and nothing else", () => {
    const greeting = '¡Hola! Me interesa el servicio «Diseño de páginas web». ¿Me pueden ayudar?';
    const inPage = `<a href="${buildWhatsAppLink(NUMBER, greeting)}">Pregunta</a>`;
    const html = writePageGreeting('out/servicios/diseno.html', renderPage(inPage, greeting));
    const pageLink = buildWhatsAppLink(NUMBER, greeting);
    expect(hrefs(html)).toEqual([pageLink, pageLink, pageLink]);
    // Instagram and Facebook keep their addresses; the route payload is not touched.
    expect(html).toContain('href="https://www.instagram.com/');
    expect(html).toContain('\\"data-whatsapp-greeting\\":\\"otro\\"');
  });

  it('reads the greeting back from what React escapes in an attribute', () => {
    const greeting = `Hola & "adiós" <ya> 'sí'`;
    const html = writePageGreeting('out/caso.html', renderPage('', greeting));
    for (const href of hrefs(html))
      expect(new URL(href ?? '').searchParams.get('text')).toBe(greeting);
  });

  it('leaves a page that declares no greeting as it is', () => {
    const html = renderPage('<p>Blog</p>');
    expect(writePageGreeting('out/blog.html', html)).toBe(html);
    expect(hrefs(html)).toEqual([siteLink, siteLink]);
  });

  it('fails naming the page when it declares two greetings or has no chrome link to give it to', () => {
    const twice = renderPage('<div data-whatsapp-greeting="otro saludo"></div>', 'un saludo');
    expect(() => writePageGreeting('out/doble.html', twice)).toThrow(
      new PageGreetingError('out/doble.html', 'declara 2 saludos de WhatsApp distintos'),
    );
    const alone = '<html><body><div data-whatsapp-greeting="Hola"></div></body></html>';
    expect(() => writePageGreeting('out/sola.html', alone)).toThrow(/out\/sola\.html: .*ningún/);
    const elsewhere =
      '<div data-whatsapp-greeting="Hola"></div><a data-site-whatsapp="" href="/x">';
    expect(() => writePageGreeting('out/otra.html', elsewhere)).toThrow(/no va a wa\.me/);
  });
});
