// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
import { getProjectPath, getServicePath, homeSectionPath, paths, PROJECTS_SEGMENT } from './paths';
import { staffPaths } from './staff-paths';

export { getProjectPath, getServicePath, homeSectionPath, paths, PROJECTS_SEGMENT };
/** The fixed pages of the site (articles are added from content/ by the blog loader). */
export type StaticPage = {
  path: string;
  title: string;
  description: string;
  /** Private pages stay out of the sitemap and ask search engines not to index them. */
  indexable: boolean;
};

export const staticPages = {
  home: {
    path: paths.home,
    title: 'Diseño de software innovador para empresas digitales',
    description:
      'Agencia de desarrollo web y software en México: sitios web, aplicaciones, hosting, chatbots con IA, SEO y diseño UI/UX. Cotiza tu proyecto por WhatsApp.',
    indexable: true,
  },
  blog: {
    path: paths.blog,
    title: 'Blog de desarrollo web, SEO y tecnología',
    description:
      'Guías prácticas sobre SEO, hosting, WordPress, caché, lenguajes de programación y atención al cliente para negocios que quieren crecer en internet.',
    indexable: true,
  },
  services: {
    path: paths.services,
    title: 'Servicios de desarrollo web, software y diseño',
    description:
      'Páginas web, aplicaciones, hosting, chatbots para WhatsApp, SEO, diseño UI/UX y más: qué incluye cada servicio, cómo trabajamos y qué necesitamos de ti.',
    indexable: true,
  },
  about: {
    path: paths.about,
    title: 'Sobre nosotros',
    description:
      'Conoce al equipo de desarrollo web y software detrás de cada proyecto: nuestra misión, valores y cómo trabajamos desde el primer mensaje hasta la entrega.',
    indexable: true,
  },
  raffles: {
    path: paths.raffles,
    title: 'Sistema de rifas en línea',
    description:
      'Sistema de rifas en línea para tu negocio: boletos numerados, apartado por WhatsApp y sorteo verificable. Prueba la demostración y pide el tuyo.',
    indexable: true,
  },
  directory: {
    path: paths.directory,
    title: 'Directorio de clientes',
    description:
      'Directorio de negocios que confían en nosotros: restaurantes, clínicas, tiendas y servicios en México. Busca por nombre, ciudad o categoría.',
    indexable: true,
  },
  transfer: {
    path: paths.transfer,
    title: 'Pago por transferencia SPEI a Bitso',
    description:
      'Datos para pagar tus servicios por transferencia SPEI a nuestra cuenta Bitso: beneficiario, CLABE interbancaria, concepto y cómo enviar tu comprobante.',
    indexable: true,
  },
  privacy: {
    path: paths.privacy,
    title: 'Aviso de privacidad',
    description:
      'Aviso de privacidad conforme a la LFPDPPP: quién trata tus datos personales, para qué los usamos y cómo ejercer tus derechos ARCO.',
    indexable: true,
  },
  cookies: {
    path: paths.cookies,
    title: 'Política de cookies',
    description:
      'Qué cookies y datos de almacenamiento local usa este sitio, para qué sirven, cuánto duran y cómo cambiar o retirar tu consentimiento en cualquier momento.',
    indexable: true,
  },
  terms: {
    path: paths.terms,
    title: 'Términos de uso',
    description:
      'Condiciones de uso del sitio y de nuestros servicios: cotizaciones, formas de pago, plazos de entrega, modificaciones y propiedad intelectual.',
    indexable: true,
  },
  login: {
    path: paths.login,
    title: 'Acceso para clientes',
    description:
      'Inicia sesión en el área de clientes para consultar tus servicios, el avance de tus proyectos y tus facturas pendientes.',
    indexable: false,
  },
  forgotPassword: {
    path: paths.forgotPassword,
    title: 'Recupera tu acceso',
    description:
      'Pide un enlace para elegir una contraseña nueva del área de clientes: llega a tu correo, vence en 1 hora y sirve una sola vez.',
    indexable: false,
  },
  newPassword: {
    path: paths.newPassword,
    title: 'Elige tu contraseña',
    description:
      'Elige la contraseña de tu cuenta del área de clientes con el enlace de invitación o de restablecimiento que te enviamos por correo.',
    indexable: false,
  },
  panel: {
    path: paths.panel,
    title: 'Panel de cliente',
    description:
      'Tu panel de cliente: servicios activos, avance de proyectos, facturas y soporte por WhatsApp en un solo lugar.',
    indexable: false,
  },
  staffPanel: {
    path: paths.staffPanel,
    title: 'Panel de la agencia',
    description:
      'Panel del equipo de la agencia: visitas, clics en WhatsApp, páginas, orígenes y campañas, con acceso protegido por un segundo factor.',
    indexable: false,
  },
  staffClients: {
    path: staffPaths.clients,
    title: 'Clientes · Panel de la agencia',
    description:
      'Los clientes de la agencia para el equipo: sus servicios, proyectos, facturas, solicitudes de CFDI y accesos.',
    indexable: false,
  },
  staffCfdi: {
    path: staffPaths.cfdi,
    title: 'CFDI por emitir · Panel de la agencia',
    description:
      'Las facturas que los clientes pidieron timbrar, con sus datos fiscales para el PAC, y las ya emitidas.',
    indexable: false,
  },
  staffOutbox: {
    path: staffPaths.outbox,
    title: 'Correos · Panel de la agencia',
    description:
      'Los correos que el sitio envía a los clientes y al equipo: pendientes, enviados y fallidos, con su motivo y la opción de reintentar.',
    indexable: false,
  },
  staffAudit: {
    path: staffPaths.audit,
    title: 'Bitácora · Panel de la agencia',
    description:
      'La bitácora del equipo: cada acceso, descarga y cambio, con quién lo hizo, desde dónde y qué cambió, filtrada por tipo, persona, tema y fechas.',
    indexable: false,
  },
} as const satisfies Record<string, StaticPage>;

export type NavLink = { label: string; href: string };

/** A header item: a section of the home page (scrolled to in place there) or another page. */
export type NavItem =
  { kind: 'section'; label: string; sectionId: string } | ({ kind: 'page' } & NavLink);

/** The site's navigation: the header and the mobile drawer show `main`, `company` and `highlight`; the footer shows `footer`. */
export const navigation = {
  main: [
    { kind: 'section', label: 'Inicio', sectionId: 'inicio' },
    { kind: 'page', label: 'Sobre nosotros', href: paths.about },
    { kind: 'section', label: 'Servicios', sectionId: 'servicios' },
    { kind: 'section', label: 'Proyectos', sectionId: 'proyectos' },
  ],
  /** The "Empresa" submenu. */
  company: [
    { label: 'Blog', href: paths.blog },
    { label: 'Directorio de clientes', href: paths.directory },
  ],
  /** The call to action next to the account button. */
  highlight: { label: 'Rifas', href: paths.raffles },
  footer: [
    {
      title: 'Agencia',
      links: [
        { label: 'Inicio', href: paths.home },
        { label: 'Sobre nosotros', href: paths.about },
        { label: 'Servicios', href: paths.services },
        { label: 'Proyectos', href: homeSectionPath('proyectos') },
        { label: 'Sistema de rifas', href: paths.raffles },
      ],
    },
    {
      title: 'Recursos',
      links: [
        { label: 'Blog', href: paths.blog },
        { label: 'Directorio de clientes', href: paths.directory },
        { label: 'Área de clientes', href: paths.login },
        { label: 'Pago por transferencia', href: paths.transfer },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Aviso de privacidad', href: paths.privacy },
        { label: 'Política de cookies', href: paths.cookies },
        { label: 'Términos de uso', href: paths.terms },
      ],
    },
  ],
} as const satisfies {
  main: readonly NavItem[];
  company: readonly NavLink[];
  highlight: NavLink;
  footer: readonly { title: string; links: readonly NavLink[] }[];
};
