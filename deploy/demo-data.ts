// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * The site ships a fictional agency so it can be tried at once. Some of its values could belong to
 * real people or businesses (a phone number, a CLABE that passes the check digit, an address, a
 * tax id, web domains and social profiles), so a build meant for the public must not carry them.
 * This list marks every such value as demo data, in one place.
 */
export type DemoValue = { file: string; field: string; value: string };

export const DEMO_VALUES: readonly DemoValue[] = [
  {
    file: 'lib/site/site-config.ts',
    field: 'legalName',
    value: 'Código Verde Soluciones Digitales, S.A.S. de C.V.',
  },
  { file: 'lib/site/site-config.ts', field: 'email', value: 'hola@codigoverde.example' },
  { file: 'lib/site/site-config.ts', field: 'phoneDisplay', value: '+52 55 4170 2386' },
  { file: 'lib/site/site-config.ts', field: 'whatsapp.number', value: '525541702386' },
  {
    file: 'lib/site/site-config.ts',
    field: 'socials.instagram',
    value: 'https://www.instagram.com/codigoverde.mx',
  },
  {
    file: 'lib/site/site-config.ts',
    field: 'socials.facebook',
    value: 'https://www.facebook.com/codigoverde.mx',
  },
  {
    file: 'lib/site/site-config.ts',
    field: 'address.street',
    value: 'Av. Álvaro Obregón 182, interior 5',
  },
  { file: 'lib/site/site-config.ts', field: 'rfc', value: 'CVS230614QJ4' },
  {
    file: 'lib/site/site-config.ts',
    field: 'privacyOfficerEmail',
    value: 'privacidad@codigoverde.example',
  },
  { file: 'lib/site/site-config.ts', field: 'bank.clabe', value: '646180157004829317' },
  {
    file: 'content/directory.json',
    field: 'entries[cafe-la-montana].links.website',
    value: 'https://cafelamontana.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[cafe-la-montana].links.instagram',
    value: 'https://www.instagram.com/cafelamontana.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[taqueria-los-compadres].links.whatsapp',
    value: 'https://wa.me/526643187245',
  },
  {
    file: 'content/directory.json',
    field: 'entries[taqueria-los-compadres].links.instagram',
    value: 'https://www.instagram.com/taquerialoscompadres',
  },
  {
    file: 'content/directory.json',
    field: 'entries[panaderia-la-espiga].links.website',
    value: 'https://panaderialaespiga.com.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[panaderia-la-espiga].links.whatsapp',
    value: 'https://wa.me/524448206319',
  },
  {
    file: 'content/directory.json',
    field: 'entries[clinica-dental-sonrisa].links.website',
    value: 'https://clinicadentalsonrisa.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[clinica-dental-sonrisa].links.whatsapp',
    value: 'https://wa.me/523319647502',
  },
  {
    file: 'content/directory.json',
    field: 'entries[estudio-yoga-ollin].links.website',
    value: 'https://yogaollin.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[estudio-yoga-ollin].links.instagram',
    value: 'https://www.instagram.com/yogaollin',
  },
  {
    file: 'content/directory.json',
    field: 'entries[veterinaria-patitas].links.whatsapp',
    value: 'https://wa.me/524495372814',
  },
  {
    file: 'content/directory.json',
    field: 'entries[veterinaria-patitas].links.instagram',
    value: 'https://www.instagram.com/veterinariapatitas.ags',
  },
  {
    file: 'content/directory.json',
    field: 'entries[gimnasio-fuerza-maya].links.website',
    value: 'https://fuerzamaya.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[gimnasio-fuerza-maya].links.instagram',
    value: 'https://www.instagram.com/fuerzamaya.cancun',
  },
  {
    file: 'content/directory.json',
    field: 'entries[ferreteria-del-norte].links.website',
    value: 'https://ferreteriadelnorte.com.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[ferreteria-del-norte].links.whatsapp',
    value: 'https://wa.me/528126804473',
  },
  {
    file: 'content/directory.json',
    field: 'entries[artesanias-oaxaca].links.website',
    value: 'https://tiendaartesaniasoaxaca.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[artesanias-oaxaca].links.instagram',
    value: 'https://www.instagram.com/artesaniasoaxaca.oax',
  },
  {
    file: 'content/directory.json',
    field: 'entries[floreria-flor-de-nube].links.website',
    value: 'https://flordenube.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[floreria-flor-de-nube].links.whatsapp',
    value: 'https://wa.me/527771429856',
  },
  {
    file: 'content/directory.json',
    field: 'entries[muebles-roble-y-pino].links.website',
    value: 'https://robleypino.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[muebles-roble-y-pino].links.whatsapp',
    value: 'https://wa.me/526142075583',
  },
  {
    file: 'content/directory.json',
    field: 'entries[el-filo-barberia].links.website',
    value: 'https://elfilobarberia.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[el-filo-barberia].links.instagram',
    value: 'https://www.instagram.com/elfilobarberia.pue',
  },
  {
    file: 'content/directory.json',
    field: 'entries[estetica-luna-azul].links.whatsapp',
    value: 'https://wa.me/526621938470',
  },
  {
    file: 'content/directory.json',
    field: 'entries[estetica-luna-azul].links.instagram',
    value: 'https://www.instagram.com/esteticalunaazul',
  },
  {
    file: 'content/directory.json',
    field: 'entries[aprende-mas].links.website',
    value: 'https://aprendemascursos.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[aprende-mas].links.whatsapp',
    value: 'https://wa.me/524773069218',
  },
  {
    file: 'content/directory.json',
    field: 'entries[instituto-de-idiomas-babel].links.website',
    value: 'https://idiomasbabel.edu.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[instituto-de-idiomas-babel].links.instagram',
    value: 'https://www.instagram.com/idiomasbabel.morelia',
  },
  {
    file: 'content/directory.json',
    field: 'entries[horizonte-bienes-raices].links.website',
    value: 'https://horizontebienesraices.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[horizonte-bienes-raices].links.whatsapp',
    value: 'https://wa.me/529993640127',
  },
  {
    file: 'content/directory.json',
    field: 'entries[arriaga-contadores].links.website',
    value: 'https://arriagacontadores.mx',
  },
  {
    file: 'content/directory.json',
    field: 'entries[arriaga-contadores].links.whatsapp',
    value: 'https://wa.me/527223591648',
  },
  {
    file: 'content/directory.json',
    field: 'entries[grupo-logistico-azteca].links.website',
    value: 'https://grupologisticoazteca.mx',
  },
  {
    file: 'content/proyectos/reservas-el-filo-barberia.md',
    field: 'url',
    value: 'https://reservas.elfilobarberia.mx',
  },
  {
    file: 'content/proyectos/panel-operaciones-grupo-logistico-azteca.md',
    field: 'url',
    value: 'https://panel.grupologisticoazteca.mx',
  },
  {
    file: 'content/proyectos/plataforma-cursos-aprende-mas.md',
    field: 'url',
    value: 'https://aprendemascursos.mx',
  },
  {
    file: 'content/proyectos/portal-horizonte-bienes-raices.md',
    field: 'url',
    value: 'https://horizontebienesraices.mx',
  },
  {
    file: 'content/proyectos/sitio-clinica-dental-sonrisa.md',
    field: 'url',
    value: 'https://clinicadentalsonrisa.mx',
  },
  {
    file: 'content/proyectos/tienda-artesanias-oaxaca.md',
    field: 'url',
    value: 'https://tiendaartesaniasoaxaca.mx',
  },
];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when the build's `SITE_URL` is missing or points to this machine. */
export function isLocalSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl?.trim()) return true;
  try {
    return LOCAL_HOSTS.has(new URL(siteUrl.trim()).hostname);
  } catch {
    return false;
  }
}

/** The demo values still present in their files (`read` gives a file's text). */
export function findDemoValues(read: (file: string) => string): DemoValue[] {
  const texts = new Map<string, string>();
  return DEMO_VALUES.filter(({ file, value }) => {
    if (!texts.has(file)) texts.set(file, read(file));
    return texts.get(file)!.includes(value);
  });
}

type GuardInput = {
  siteUrl: string | undefined;
  allowDemoData: string | undefined;
  read: (file: string) => string;
};

/**
 * Why a build must stop, or null when it may go on: a public `SITE_URL` with demo values still
 * present fails, naming each, unless `ALLOW_DEMO_DATA=1`.
 */
export function checkDemoData({ siteUrl, allowDemoData, read }: GuardInput): string | null {
  if (isLocalSiteUrl(siteUrl) || allowDemoData === '1') return null;
  const found = findDemoValues(read);
  if (found.length === 0) return null;
  return [
    `SITE_URL=${siteUrl} es una dirección pública y el sitio aún tiene ${found.length} datos de demostración:`,
    ...found.map(({ file, field, value }) => `  ${file}: ${field}: ${value}`),
    'Cámbialos por los de tu agencia (lista «Antes de publicar» de docs/operacion.md) o, para publicar la',
    'demostración a sabiendas, compila con ALLOW_DEMO_DATA=1.',
  ].join('\n');
}
