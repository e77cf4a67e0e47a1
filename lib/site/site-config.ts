// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/**
 * Every brand fact of the site. Rebranding the agency means editing this file only.
 */
export type SiteConfig = {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  url: string;
  locale: string;
  email: string;
  phoneDisplay: string;
  whatsapp: { number: string; greeting: string };
  socials: { instagram: string; facebook: string };
  address: {
    street: string;
    neighborhood: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  /** Office hours: shown next to the contact points and given to search engines. */
  hours: {
    /** schema.org day names. */
    days: readonly (
      'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'
    )[];
    opens: string;
    closes: string;
    /** The same hours in words, for visitors. */
    label: string;
  };
  rfc: string;
  privacyOfficerEmail: string;
  bank: {
    provider: string;
    bankName: string;
    beneficiary: string;
    clabe: string;
    referencePrefix: string;
  };
};

const DEFAULT_SITE_URL = 'http://localhost:3000';

function readSiteUrl(): string {
  const fromEnv = process.env.SITE_URL?.trim();
  return (fromEnv || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

export const siteConfig = {
  name: 'Código Verde',
  legalName: 'Código Verde Soluciones Digitales, S.A.S. de C.V.',
  tagline: 'Diseño de software innovador para empresas digitales',
  description:
    'Agencia de desarrollo web y software en México: sitios web, aplicaciones, hosting, chatbots, SEO y diseño UI/UX para negocios que quieren crecer en internet.',
  url: readSiteUrl(),
  locale: 'es_MX',
  email: 'hola@codigoverde.example',
  phoneDisplay: '+52 55 4170 2386',
  whatsapp: {
    number: '525541702386',
    greeting: '¡Hola! Me gustaría recibir más información sobre sus servicios.',
  },
  socials: {
    instagram: 'https://www.instagram.com/codigoverde.mx',
    facebook: 'https://www.facebook.com/codigoverde.mx',
  },
  address: {
    street: 'Av. Álvaro Obregón 182, interior 5',
    neighborhood: 'Col. Roma Norte, alcaldía Cuauhtémoc',
    city: 'Ciudad de México',
    state: 'CDMX',
    postalCode: '06700',
    country: 'México',
  },
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
    label: 'Lunes a viernes, de 9:00 a 18:00 (hora del centro de México)',
  },
  rfc: 'CVS230614QJ4',
  privacyOfficerEmail: 'privacidad@codigoverde.example',
  bank: {
    provider: 'Bitso',
    bankName: 'STP (Sistema de Transferencias y Pagos)',
    beneficiary: 'Código Verde Soluciones Digitales, S.A.S. de C.V.',
    clabe: '646180157004829317',
    referencePrefix: 'CV',
  },
} as const satisfies SiteConfig;
