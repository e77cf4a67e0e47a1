// lib/catalog: runs anywhere. The words of a service page's template that address its reader.
import type { Service } from './catalog-schema';

/** The headings and calls of a service page that speak to whom the service is for. */
export type ServiceVoice = {
  /** The title of the «Para quién es» section. */
  audienceTitle: string;
  /** The title and the text of the WhatsApp box beside the introduction. */
  contactTitle: string;
  contactText: string;
  /** The text of the closing call to WhatsApp. */
  closingText: string;
};

const VOICES: Record<Service['speaksTo'], ServiceVoice> = {
  negocios: {
    audienceTitle: '¿Es para tu negocio?',
    contactTitle: '¿Lo necesitas para tu negocio?',
    contactText:
      'Escríbenos por WhatsApp: en una llamada de diagnóstico sin costo revisamos tu caso y ' +
      'después te enviamos una cotización por escrito con alcance, precio y fecha.',
    closingText:
      'Cuéntanos qué necesitas: te respondemos por WhatsApp en horario de oficina y, si encaja ' +
      'con lo que hacemos, agendamos la llamada de diagnóstico.',
  },
  estudiantes: {
    audienceTitle: '¿Te sirve para tu proyecto?',
    contactTitle: '¿Necesitas asesoría para tu proyecto?',
    contactText:
      'Escríbenos por WhatsApp: en una llamada de diagnóstico sin costo revisamos tu proyecto y ' +
      'tu fecha de entrega, y después te enviamos una cotización por escrito con las sesiones, ' +
      'el precio y las fechas.',
    closingText:
      'Cuéntanos de qué trata tu proyecto y cuándo lo entregas: te respondemos por WhatsApp en ' +
      'horario de oficina y, si alcanzamos a ayudarte bien, agendamos la llamada de diagnóstico.',
  },
};

/** The words of a service page that address its reader: a business owner or a student. */
export function getServiceVoice(service: Pick<Service, 'speaksTo'>): ServiceVoice {
  return VOICES[service.speaksTo];
}
