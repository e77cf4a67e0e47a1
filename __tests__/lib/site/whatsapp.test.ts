import { siteConfig } from '@/lib/site/site-config';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';

describe('buildWhatsAppUrl', () => {
  it('prefills the Spanish greeting by default', () => {
    const url = new URL(buildWhatsAppUrl());
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${siteConfig.whatsapp.number}`);
    expect(url.searchParams.get('text')).toBe(
      '¡Hola! Me gustaría recibir más información sobre sus servicios.',
    );
  });

  it('encodes any text so that it survives the URL', () => {
    const text = 'Números: 07, 42 & 99 — total $300 #rifa';
    const url = buildWhatsAppUrl(text);
    expect(url).not.toContain(' ');
    expect(url).not.toContain('&9');
    expect(new URL(url).searchParams.get('text')).toBe(text);
  });
});
