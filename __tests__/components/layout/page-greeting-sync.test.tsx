import { render } from '@testing-library/react';
import { PageGreeting } from '@/components/layout/page-greeting';
import { PageGreetingSync } from '@/components/layout/page-greeting-sync';
import { SocialLinks } from '@/components/layout/social-links';
import { buildWhatsAppLink } from '@/lib/site/whatsapp-link';

let mockPath = '/servicios/aplicaciones-web';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

const NUMBER = '525512345678';
const SITE_GREETING = '¡Hola! Me gustaría recibir más información sobre sus servicios.';
const SERVICE_GREETING = '¡Hola! Me interesa el servicio «Aplicaciones web».';
const CASE_GREETING = '¡Hola! Vi el caso de Aprende+ y quiero algo parecido para mi negocio.';

/** The layout's chrome link stays; the page inside `main` changes with the route. */
function Page({ greeting }: { greeting?: string }) {
  const content = <p>Contenido</p>;
  return (
    <>
      <main>
        {greeting === undefined ? (
          content
        ) : (
          <PageGreeting greeting={greeting}>{content}</PageGreeting>
        )}
      </main>
      <SocialLinks whatsappUrl={buildWhatsAppLink(NUMBER, SITE_GREETING)} place="pie" />
      <PageGreetingSync number={NUMBER} greeting={SITE_GREETING} />
    </>
  );
}

const chromeText = (container: HTMLElement) =>
  new URL(
    container.querySelector('a[data-site-whatsapp]')?.getAttribute('href') ?? '',
  ).searchParams.get('text');

describe('PageGreetingSync', () => {
  it("keeps the chrome's WhatsApp link on the greeting of the page shown, through client-side navigation", () => {
    mockPath = '/servicios/aplicaciones-web';
    const { container, rerender } = render(<Page greeting={SERVICE_GREETING} />);
    expect(chromeText(container)).toBe(SERVICE_GREETING);

    mockPath = '/proyectos/plataforma-cursos-aprende-mas';
    rerender(<Page greeting={CASE_GREETING} />);
    expect(chromeText(container)).toBe(CASE_GREETING);

    // A page that declares none: the site's greeting again.
    mockPath = '/blog';
    rerender(<Page />);
    expect(chromeText(container)).toBe(SITE_GREETING);
    // Instagram and Facebook keep their own addresses.
    expect(container.querySelectorAll('a[data-site-whatsapp]')).toHaveLength(1);
  });
});
