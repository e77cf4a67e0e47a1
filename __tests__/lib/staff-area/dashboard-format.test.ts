import { WHATSAPP_PLACES } from '@/lib/analytics/whatsapp-places';
import {
  formatInitials,
  capitalize,
  formatAddress,
  formatDevice,
  formatPlace,
} from '@/lib/staff-area/dashboard-format';

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

describe('formatAddress', () => {
  it('shows an IPv4 address seen through an IPv6 socket as IPv4, and any other as it comes', () => {
    expect(formatAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(formatAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(formatAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(formatAddress('198.51.100.4')).toBe('198.51.100.4');
    expect(formatAddress('::ffff:c000:0280')).toBe('::ffff:c000:0280');
  });
});

describe('formatInitials', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(formatInitials('Mariana Torres')).toBe('MT');
    expect(formatInitials('  ángel  de la Cruz ')).toBe('ÁD');
    expect(formatInitials('Diego')).toBe('D');
  });
});

describe('capitalize', () => {
  it('capitalises the first letter of a row name, accents included', () => {
    expect(['teléfono', 'escritorio', 'Ámbito'].map(capitalize)).toEqual([
      'Teléfono',
      'Escritorio',
      'Ámbito',
    ]);
  });
});
