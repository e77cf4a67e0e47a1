import { WHATSAPP_PLACES } from '@/lib/analytics/whatsapp-places';
import { formatDevice, formatPlace } from '@/lib/staff-area/dashboard-format';

describe('formatDevice', () => {
  it('names the stored device classes in Spanish, with their accents', () => {
    expect(['telefono', 'tableta', 'escritorio'].map(formatDevice)).toEqual([
      'teléfono',
      'tableta',
      'escritorio',
    ]);
  });

  it('shows a value it does not know as it comes', () => {
    expect(formatDevice('movil')).toBe('movil');
  });
});

describe('formatPlace', () => {
  it('names every place a WhatsApp link can sit in, in Spanish words', () => {
    for (const place of WHATSAPP_PLACES) expect(formatPlace(place)).toMatch(/^[a-záéíóúñ ]+$/);
    expect(formatPlace('boton-flotante')).toBe('botón flotante');
    expect(formatPlace('final-articulo')).toBe('final del artículo');
  });

  it('shows a value it does not know as it comes', () => {
    expect(formatPlace('barra-lateral')).toBe('barra-lateral');
  });
});
