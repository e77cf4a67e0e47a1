/** @jest-environment node */
import type { DirectoryEntry } from '@/lib/content/directory';
import { getDirectoryEntries } from '@/lib/content/directory';
import { getHomeContent, parseHomeContent } from '@/lib/content/home-content';
import { siteConfig } from '@/lib/site/site-config';

const FILE = 'content/home.json';

function times<T>(count: number, build: (n: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => build(i + 1));
}

// Images that exist in public/: a local image path must point at a real file.
const CLIENT_LOGO = '/images/home/clients/cafe-la-montana.svg';
const PORTRAIT = '/images/home/reviews/mariana-lopez.svg';

/** The businesses the fixture's clients and testimonials name. */
const DIRECTORY: DirectoryEntry[] = times(6, (n) => ({
  id: `negocio-${n}`,
  name: `Negocio ${n}`,
  category: 'Servicios',
  city: 'Puebla, Puebla',
  description: `Descripción del negocio ${n}.`,
  logo: '/images/directory/cafe-la-montana.svg',
  links: { website: `https://negocio${n}.mx` },
}));

/** A minimal valid home-page file; each test breaks one thing in it. */
function buildFixture() {
  return {
    clients: times(5, (n) => ({ client: `negocio-${n}`, src: CLIENT_LOGO })),
    reviews: times(5, (n) => ({
      client: `negocio-${n}`,
      name: `Persona ${n}`,
      title: `Cargo en Negocio ${n}`,
      text: `Opinión ${n}.`,
      image: PORTRAIT,
    })),
    faq: times(4, (n) => ({ question: `¿Pregunta ${n}?`, answer: `Respuesta ${n}.` })),
    paymentMethods: [
      { id: 'spei', name: 'Transferencia SPEI', logo: '/images/home/payments/spei.svg' },
      { id: 'visa', name: 'Visa', logo: '/images/home/payments/visa.svg' },
      { id: 'mastercard', name: 'Mastercard', logo: '/images/home/payments/mastercard.svg' },
      { id: 'oxxo', name: 'Efectivo en OXXO', logo: '/images/home/payments/oxxo.svg' },
      { id: 'bitso', name: 'Bitso', logo: '/images/home/payments/bitso.svg' },
      { id: 'bank', logo: '/images/home/payments/stp.svg' },
    ] as { id: string; name?: string; logo: string }[],
  };
}

function expectRefusal(data: unknown, message: string) {
  expect(() => parseHomeContent(data, FILE, DIRECTORY)).toThrow(`${FILE}: ${message}`);
}

describe('clients named as in the directory', () => {
  it('gives each logo the name of its directory entry', () => {
    const content = parseHomeContent(buildFixture(), FILE, DIRECTORY);
    expect(content.clients.map((client) => client.name)).toEqual(times(5, (n) => `Negocio ${n}`));
  });

  it('refuses a client that is not in the directory', () => {
    const data = buildFixture();
    data.reviews[1]!.client = 'negocio-inventado';
    expectRefusal(data, 'reviews[1].client: no es un negocio de content/directory.json');
  });

  it('refuses a testimonial that calls the client by another name', () => {
    const review = buildFixture();
    review.reviews[0]!.title = 'Directora general';
    expectRefusal(review, 'reviews[0].title: debe nombrar al cliente como en');
  });

  it('keeps the real home page consistent with the real directory', () => {
    const names = new Set(getDirectoryEntries().map((entry) => entry.name));
    const content = getHomeContent();
    for (const client of content.clients) expect(names).toContain(client.name);
    for (const review of content.reviews)
      expect([...names].some((name) => review.title.includes(name))).toBe(true);
  });
});

describe('parseHomeContent', () => {
  it('accepts a complete file and names the bank from the site config', () => {
    const content = parseHomeContent(buildFixture(), FILE, DIRECTORY);
    expect(content.reviews).toHaveLength(5);
    expect(content.paymentMethods.at(-1)).toEqual({
      id: 'bank',
      name: siteConfig.bank.bankName,
      logo: '/images/home/payments/stp.svg',
    });
  });

  it.each([
    ['clients', 5, 'clientes'],
    ['reviews', 5, 'testimonios'],
    ['faq', 4, 'preguntas'],
  ] as const)('refuses a wrong number of %s', (section, count, what) => {
    const fewer = buildFixture();
    fewer[section].pop();
    expectRefusal(fewer, `${section}: debe tener exactamente ${count} ${what}`);
    const more = buildFixture();
    (more[section] as unknown[]).push(more[section][0]);
    expectRefusal(more, `${section}: debe tener exactamente ${count} ${what}`);
  });

  it('refuses a missing section', () => {
    const withoutFaq: Partial<ReturnType<typeof buildFixture>> = buildFixture();
    delete withoutFaq.faq;
    expectRefusal(withoutFaq, 'faq: falta este campo obligatorio');
  });

  it.each([
    ['clients', 'client', 2],
    ['reviews', 'image', 1],
    ['paymentMethods', 'logo', 2],
    ['faq', 'answer', 0],
  ] as const)('refuses a %s entry without its %s', (section, field, index) => {
    const data = buildFixture();
    delete (data[section][index] as Record<string, unknown>)[field];
    expectRefusal(data, `${section}[${index}].${field}: falta este campo obligatorio`);
  });

  it('refuses an empty text and an unknown field', () => {
    const data = buildFixture();
    data.reviews[4]!.text = '  ';
    expectRefusal(data, 'reviews[4].text: no puede estar vacío');
    const typo = buildFixture();
    Object.assign(typo.faq[0]!, { pregunta: '¿Cuánto tarda?' });
    expectRefusal(typo, 'faq[0]: campo desconocido: "pregunta"');
  });

  it('refuses http: URLs for images', () => {
    const image = buildFixture();
    image.clients[0]!.src = 'http://res.cloudinary.com/demo/image/upload/logo.png';
    expectRefusal(image, 'clients[0].src: usa https: no se aceptan URL con http:');
  });

  it('refuses an image that is neither a public path nor an https URL', () => {
    const data = buildFixture();
    data.reviews[3]!.image = 'images/reviews/4.svg';
    expectRefusal(data, 'reviews[3].image: debe ser la ruta de una imagen en public/');
  });

  it('refuses a local image that is not in public/', () => {
    const data = buildFixture();
    data.clients[1]!.src = '/images/home/clients/no-existe.svg';
    expectRefusal(data, 'clients[1].src: no existe public/images/home/clients/no-existe.svg');
  });

  it('refuses repeated reviewer names, which label the portrait buttons', () => {
    const data = buildFixture();
    data.reviews[3]!.name = data.reviews[0]!.name;
    expectRefusal(data, 'reviews[3].name: "Persona 1" está repetido');
  });

  it('refuses a missing, repeated or unknown payment method', () => {
    const missing = buildFixture();
    missing.paymentMethods.splice(3, 1);
    expectRefusal(missing, 'paymentMethods: faltan estas formas de pago: oxxo');
    const repeated = buildFixture();
    repeated.paymentMethods.push({ ...repeated.paymentMethods[1]! });
    expectRefusal(repeated, 'paymentMethods[6].id: "visa" está repetido');
    const unknown = buildFixture();
    unknown.paymentMethods[1] = { id: 'amex', name: 'American Express', logo: '/a.svg' };
    expectRefusal(unknown, 'paymentMethods[1].id: no es ninguna de las opciones permitidas');
  });

  it('refuses a name for the bank, which comes from the site config', () => {
    const data = buildFixture();
    data.paymentMethods[5]!.name = 'Mi banco';
    expectRefusal(data, 'paymentMethods[5]: campo desconocido: "name"');
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
