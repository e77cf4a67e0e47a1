// lib/analytics: what the visit counter sends and the API accepts. Runs anywhere; imports no site config, so an island can use it.
/**
 * Where a WhatsApp link sits on a page, as its `data-lugar` attribute names it (the nearest
 * ancestor with one). The API refuses any other name; a link with none counts as `otro`.
 */
export const WHATSAPP_PLACES = [
  'portada',
  'servicios',
  'banda-cta',
  'final-articulo',
  'pagina-servicio',
  'pagina-proyecto',
  'boton-flotante',
  'menu-movil',
  'pie',
  'apartado-rifa',
  'ayuda-acceso',
  'soporte-panel',
  'otro',
] as const;

export type WhatsAppPlace = (typeof WHATSAPP_PLACES)[number];

/** The attribute that names a WhatsApp link's place; the counter reads the nearest one. */
export const WHATSAPP_PLACE_ATTRIBUTE = 'data-lugar';
