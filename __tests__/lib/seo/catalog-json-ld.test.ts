/** @jest-environment node */
import { checkJsonLd } from '../../../e2e/json-ld-check';
import { checkCatalog } from '@/lib/catalog/catalog';
import {
  buildBreadcrumbJsonLd,
  buildCaseJsonLd,
  buildFaqJsonLd,
  buildServiceJsonLd,
  buildServiceListJsonLd,
} from '@/lib/seo/json-ld';

const { services, projects } = checkCatalog();

describe('structured data of the services and cases', () => {
  it('is valid for every service, its questions and every case', () => {
    for (const service of services) {
      expect(checkJsonLd(buildServiceJsonLd(service))).toEqual([]);
      expect(checkJsonLd(buildFaqJsonLd(service.faq))).toEqual([]);
    }
    for (const project of projects) {
      const service = services.find((each) => each.slug === project.service)!;
      expect(checkJsonLd(buildCaseJsonLd(project, service))).toEqual([]);
    }
    expect(checkJsonLd(buildServiceListJsonLd(services))).toEqual([]);
    expect(
      checkJsonLd(
        buildBreadcrumbJsonLd([
          { name: 'Inicio', path: '/' },
          { name: 'Servicios', path: '/servicios' },
        ]),
      ),
    ).toEqual([]);
  });

  it('gives a Service its provider and the country it serves', () => {
    expect(buildServiceJsonLd(services[0]!)).toMatchObject({
      '@type': 'Service',
      provider: { '@type': 'ProfessionalService', name: 'Código Verde' },
      areaServed: { '@type': 'Country', name: 'México' },
    });
  });

  it('refuses what a search engine would: a missing property, a relative URL, an unanswered question', () => {
    const withoutProvider = buildServiceJsonLd(services[0]!);
    delete withoutProvider.provider;
    expect(checkJsonLd(withoutProvider)).toContain('Service: falta provider');
    expect(
      checkJsonLd({ ...buildCaseJsonLd(projects[0]!, services[1]!), url: '/proyectos/x' }),
    ).toContain('CreativeWork: url no es una URL absoluta');
    const faq = buildFaqJsonLd([{ question: '¿Cuánto tarda?', answer: '' }]);
    expect(checkJsonLd(faq)).toContain('FAQPage: mainEntity[0] sin acceptedAnswer.text');
  });
});
