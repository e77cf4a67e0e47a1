// lib/seo: build time (server components). Page metadata and JSON-LD for search engines and share previews.
import type { Article } from '../blog/article-schema';
import { getArticlePath } from '../blog/blog';
import { DEFAULT_SHARE_SOURCE, getServiceShareImagePath, getShareImagePath } from './share-image';
import { siteConfig } from '../site/site-config';
import { getTelephone } from '../site/whatsapp';
import { getProjectPath, getServicePath, paths } from '../site/routes';
import type { Project, Service, ServiceReference } from '../catalog/catalog-schema';

type JsonLd = Record<string, unknown>;

/** The square logo search engines show for the agency. */
const LOGO_PATH = '/images/brand/icon-512.png';

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, siteConfig.url).toString();

/** The ListItem nodes of a schema.org list, numbered from 1, each with what `describe` says of it. */
function buildListItems<T>(entries: readonly T[], describe: (entry: T) => JsonLd): JsonLd[] {
  return entries.map((entry, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    ...describe(entry),
  }));
}

/** Serialises JSON-LD for a <script> element: `<` is escaped so the text can never close it. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Who wrote an article: a schema.org Person of the team, or the agency as an Organization. */
function buildAuthorJsonLd({ byline }: Article): JsonLd {
  if (byline.kind === 'organization') {
    return { '@type': 'Organization', name: siteConfig.name, url: absolute(paths.home) };
  }
  return {
    '@type': 'Person',
    name: byline.name,
    jobTitle: byline.role,
    image: absolute(byline.avatar),
    worksFor: { '@type': 'Organization', name: siteConfig.name, url: absolute(paths.home) },
    ...(byline.links.length > 0 && { sameAs: byline.links.map((link) => link.url) }),
  };
}

/** schema.org BlogPosting for an article. */
export function buildBlogPostingJsonLd(article: Article): JsonLd {
  const url = absolute(getArticlePath(article));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    keywords: article.keywords.join(', '),
    image: absolute(article.image),
    datePublished: article.publishedDate,
    dateModified: article.updatedDate ?? article.publishedDate,
    inLanguage: 'es-MX',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: buildAuthorJsonLd(article),
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: absolute(LOGO_PATH) },
    },
  };
}

/** One step of a page's breadcrumbs: its name and path. */
export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList, e.g. Inicio › Blog › article. */
export function buildBreadcrumbJsonLd(items: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: buildListItems(items, (item) => ({
      name: item.name,
      item: absolute(item.path),
    })),
  };
}

/** The agency as a service's provider or a case's creator: a reference to its own node. */
const agencyReference = () => ({
  '@type': 'ProfessionalService',
  '@id': `${absolute(paths.home)}#organizacion`,
  name: siteConfig.name,
  url: absolute(paths.home),
});

/** schema.org Service for a service page: what it is, who provides it and where. */
export function buildServiceJsonLd(service: Service): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absolute(getServicePath(service)),
    image: absolute(getServiceShareImagePath(service)),
    provider: agencyReference(),
    areaServed: { '@type': 'Country', name: 'México' },
    availableLanguage: 'es',
  };
}

/** schema.org FAQPage for the questions a page shows, answered as they read on it. */
export function buildFaqJsonLd(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** schema.org CreativeWork for a case: the work, its client, its year and the agency that made it. */
export function buildCaseJsonLd(project: Project, service: ServiceReference): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    headline: project.title,
    description: project.description,
    url: absolute(getProjectPath(project)),
    image: absolute(getShareImagePath(project.image)),
    dateCreated: String(project.year),
    inLanguage: 'es-MX',
    creator: agencyReference(),
    sourceOrganization: { '@type': 'Organization', name: project.clientName, url: project.url },
    about: { '@type': 'Service', name: service.title, url: absolute(getServicePath(service)) },
    keywords: project.stack.join(', '),
  };
}

/**
 * schema.org ProfessionalService (an Organization and a LocalBusiness) for the agency, from the
 * site config: what search engines show as the business's card (address, phone, hours, profiles).
 */
export function buildOrganizationJsonLd(): JsonLd {
  const { address, hours } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absolute(paths.home)}#organizacion`,
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    description: siteConfig.description,
    url: absolute(paths.home),
    logo: absolute(LOGO_PATH),
    image: absolute(getShareImagePath(DEFAULT_SHARE_SOURCE)),
    email: siteConfig.email,
    telephone: getTelephone(),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.neighborhood}`,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: 'MX',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    areaServed: { '@type': 'Country', name: 'México' },
    sameAs: Object.values(siteConfig.socials),
  };
}

/** schema.org ItemList of the services, each a Service of the agency with its page. */
export function buildServiceListJsonLd(services: readonly Service[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: buildListItems(services, (service) => ({
      url: absolute(getServicePath(service)),
      name: service.title,
    })),
  };
}
