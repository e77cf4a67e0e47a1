import { render, screen } from '@testing-library/react';
import { ArticleCta } from '@/components/blog/article-cta';
import { WHATSAPP_PLACE_ATTRIBUTE } from '@/lib/analytics/whatsapp-places';

describe('ArticleCta', () => {
  it('is the "final-articulo" place for the visit counter, with a message naming the article', () => {
    render(
      <ArticleCta
        cta={{ title: '¿Te ayudamos?', whatsappMessage: 'Hola, leí «{title}».' }}
        title="Caché del navegador"
      />,
    );
    const link = screen.getByRole('link', { name: /Hablemos por WhatsApp/ });
    expect(link.closest(`[${WHATSAPP_PLACE_ATTRIBUTE}]`)).toHaveAttribute(
      WHATSAPP_PLACE_ATTRIBUTE,
      'final-articulo',
    );
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain(
      'Hola, leí «Caché del navegador».',
    );
  });
});
