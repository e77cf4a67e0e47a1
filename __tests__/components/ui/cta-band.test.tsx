import { render, screen, within } from '@testing-library/react';
import { CtaBand } from '@/components/ui/cta-band';
import { siteConfig } from '@/lib/site/site-config';

describe('CtaBand', () => {
  it('is a region named by its title, with the text and the action', () => {
    render(
      <CtaBand
        headingId="comprobante-titulo"
        title="¿Ya hiciste tu transferencia?"
        tone="dark"
        layout="stack"
        action={<a href="https://wa.me/5215500000000">Enviar comprobante</a>}
      >
        Envíanos el comprobante.
      </CtaBand>,
    );
    const region = screen.getByRole('region', { name: '¿Ya hiciste tu transferencia?' });
    expect(region).toHaveClass('band', 'dark', 'stack');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'comprobante-titulo',
    );
    expect(within(region).getByText('Envíanos el comprobante.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Enviar comprobante' })).toBeInTheDocument();
  });

  it('as an aside, is a complementary landmark named by its title', () => {
    render(
      <CtaBand
        as="aside"
        headingId="asesoria"
        title="¿Quieres aplicar esto?"
        tone="dark"
        action={null}
      >
        Texto
      </CtaBand>,
    );
    expect(
      screen.getByRole('complementary', { name: '¿Quieres aplicar esto?' }),
    ).toBeInTheDocument();
  });

  it('inside a region that names itself, adds no landmark, and sets the text beside the action', () => {
    const { container } = render(
      <CtaBand
        as="div"
        headingId="aparecer-titulo"
        title="¿Eres cliente?"
        tone="soft"
        prominent
        wideText
        className="band-extra"
        action={<a href="#x">Quiero aparecer</a>}
      >
        El directorio reúne negocios.
      </CtaBand>,
    );
    const band = container.firstElementChild;
    expect(band?.tagName).toBe('DIV');
    expect(band).not.toHaveAttribute('aria-labelledby');
    expect(band).toHaveClass('band', 'soft', 'row', 'prominent', 'wideText', 'band-extra');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const [copy, action] = Array.from(band?.children ?? []);
    expect(copy?.querySelector('h2')).toHaveTextContent('¿Eres cliente?');
    expect(copy?.querySelector('p')).toHaveTextContent('El directorio reúne negocios.');
    expect(action).toHaveTextContent('Quiero aparecer');
  });

  it('says when the agency answers next to a WhatsApp call, only when asked', () => {
    const band = (contactHours: boolean) => (
      <CtaBand
        headingId="contacto-titulo"
        title="¿Platicamos?"
        tone="accent"
        contactHours={contactHours}
        action={<a href="https://wa.me/5215500000000">Escríbenos</a>}
      >
        Cuéntanos tu proyecto.
      </CtaBand>
    );
    const { rerender } = render(band(true));
    const region = screen.getByRole('region', { name: '¿Platicamos?' });
    expect(region).toHaveTextContent(
      `Horario de atención: ${siteConfig.hours.label.replace(/^L/, 'l')}.`,
    );
    rerender(band(false));
    expect(region).not.toHaveTextContent('Horario de atención');
  });
});
