/** @jest-environment node */
import { getHomeContent, parseHomeContent } from '@/lib/content/home-content';
import { siteConfig } from '@/lib/site/site-config';

const FILE = 'content/home.json';

function times<T>(count: number, build: (n: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => build(i + 1));
}

/** A minimal valid home-page file; each test breaks one thing in it. */
function buildFixture() {
  return {
    clients: times(5, (n) => ({ src: `/images/clients/${n}.svg`, alt: `Cliente ${n}` })),
    projects: times(6, (n) => ({
      img: `/images/projects/${n}.webp`,
      title: `Proyecto ${n}`,
      desc: `Descripción del proyecto ${n}.`,
      url: `https://proyecto${n}.mx`,
    })),
    reviews: times(5, (n) => ({
      name: `Persona ${n}`,
      title: `Cargo ${n}`,
      text: `Opinión ${n}.`,
      image: `/images/reviews/${n}.svg`,
    })),
    services: times(11, (n) => ({
      icon: `/images/services/${n}.svg`,
      title: `Servicio ${n}`,
      description: `Descripción breve ${n}.`,
    })),
    faq: times(4, (n) => ({ question: `¿Pregunta ${n}?`, answer: `Respuesta ${n}.` })),
    paymentMethods: [
      { id: 'spei', name: 'Transferencia SPEI', logo: '/images/payments/spei.svg' },
      { id: 'visa', name: 'Visa', logo: '/images/payments/visa.svg' },
      { id: 'mastercard', name: 'Mastercard', logo: '/images/payments/mastercard.svg' },
      { id: 'oxxo', name: 'Efectivo en OXXO', logo: '/images/payments/oxxo.svg' },
      { id: 'bitso', name: 'Bitso', logo: '/images/payments/bitso.svg' },
      { id: 'bank', logo: '/images/payments/bank.svg' },
    ] as { id: string; name?: string; logo: string }[],
  };
}

function expectRefusal(data: unknown, message: string) {
  expect(() => parseHomeContent(data, FILE)).toThrow(`${FILE}: ${message}`);
}

describe('parseHomeContent', () => {
  it('accepts a complete file and names the bank from the site config', () => {
    const content = parseHomeContent(buildFixture(), FILE);
    expect(content.projects).toHaveLength(6);
    expect(content.paymentMethods.at(-1)).toEqual({
      id: 'bank',
      name: siteConfig.bank.bankName,
      logo: '/images/payments/bank.svg',
    });
  });

  it.each([
    ['clients', 5, 'clients'],
    ['projects', 6, 'projects'],
    ['reviews', 5, 'reviews'],
    ['services', 11, 'services'],
    ['faq', 4, 'questions'],
  ] as const)('refuses a wrong number of %s', (section, count, what) => {
    const fewer = buildFixture();
    fewer[section].pop();
    expectRefusal(fewer, `${section}: must list exactly ${count} ${what}`);
    const more = buildFixture();
    (more[section] as unknown[]).push(more[section][0]);
    expectRefusal(more, `${section}: must list exactly ${count} ${what}`);
  });

  it('refuses a missing section', () => {
    const withoutFaq: Partial<ReturnType<typeof buildFixture>> = buildFixture();
    delete withoutFaq.faq;
    expectRefusal(withoutFaq, 'faq: Invalid input: expected array, received undefined');
  });

  it.each([
    ['clients', 'alt', 2],
    ['projects', 'url', 3],
    ['reviews', 'image', 1],
    ['services', 'description', 10],
    ['faq', 'answer', 0],
  ] as const)('refuses a %s entry without its %s', (section, field, index) => {
    const data = buildFixture();
    delete (data[section][index] as Record<string, unknown>)[field];
    expectRefusal(data, `${section}[${index}].${field}: Invalid input: expected string`);
  });

  it('refuses an empty text and an unknown field', () => {
    const data = buildFixture();
    data.reviews[4]!.text = '  ';
    expectRefusal(data, 'reviews[4].text: must not be empty');
    const typo = buildFixture();
    Object.assign(typo.services[0]!, { titel: 'Diseño web' });
    expectRefusal(typo, 'services[0]: Unrecognized key: "titel"');
  });

  it('refuses http: URLs for images and project links', () => {
    const image = buildFixture();
    image.clients[0]!.src = 'http://res.cloudinary.com/demo/image/upload/logo.png';
    expectRefusal(image, 'clients[0].src: must use https (http: URLs are refused)');
    const link = buildFixture();
    link.projects[5]!.url = 'http://proyecto6.mx';
    expectRefusal(link, 'projects[5].url: must be an https URL (http: URLs are refused)');
  });

  it('refuses an image that is neither a public path nor an https URL', () => {
    const data = buildFixture();
    data.services[3]!.icon = 'images/services/4.svg';
    expectRefusal(data, 'services[3].icon: must be an image path in public/');
  });

  it('refuses repeated reviewer names, which label the portrait buttons', () => {
    const data = buildFixture();
    data.reviews[3]!.name = data.reviews[0]!.name;
    expectRefusal(data, 'reviews[3].name: is repeated');
  });

  it('refuses a missing, repeated or unknown payment method', () => {
    const missing = buildFixture();
    missing.paymentMethods.splice(3, 1);
    expectRefusal(missing, 'paymentMethods: missing oxxo');
    const repeated = buildFixture();
    repeated.paymentMethods.push({ id: 'visa', name: 'Visa', logo: '/images/payments/visa.svg' });
    expectRefusal(repeated, 'paymentMethods[6].id: is repeated');
    const unknown = buildFixture();
    unknown.paymentMethods[1] = { id: 'amex', name: 'American Express', logo: '/a.svg' };
    expectRefusal(unknown, 'paymentMethods[1].id: Invalid discriminator value');
  });

  it('refuses a name for the bank, which comes from the site config', () => {
    const data = buildFixture();
    data.paymentMethods[5]!.name = 'Mi banco';
    expectRefusal(data, 'paymentMethods[5]: Unrecognized key: "name"');
  });
});

describe('getHomeContent', () => {
  it('loads the shipped content/home.json', () => {
    const content = getHomeContent();
    expect(content.clients.filter((client) => client.isXLarge)).toHaveLength(1);
    expect(content.paymentMethods.map((method) => method.id)).toEqual([
      'spei',
      'visa',
      'mastercard',
      'oxxo',
      'bitso',
      'bank',
    ]);
  });
});
