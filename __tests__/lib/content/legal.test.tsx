/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { siteConfig } from '@/lib/site/site-config';
import {
  getLegalContent,
  legalSlugs,
  parseLegalContent,
  renderLegalContent,
} from '@/lib/content/legal';

const HEADER = "---\ntitle: Aviso de prueba\nupdatedAt: '2026-11-02'\nlead: Un párrafo.\n---\n";
const stubs = { StorageTable: () => <table />, ConsentSettings: () => <button>Cambiar</button> };
const classNames = { section: 'section', title: 'title', number: 'number' };

async function render(source: string, file: string) {
  const { content, toc } = await renderLegalContent(
    parseLegalContent(source, file),
    stubs,
    classNames,
  );
  return { html: renderToStaticMarkup(content), toc };
}

describe('parseLegalContent', () => {
  it('reads the header and fills placeholders from the site config', () => {
    const content = parseLegalContent(
      `${HEADER}\n## Contacto {#contacto}\n\n{{legalName}}, {{address.city}}: {{storage.consentCookie}}\n`,
      'content/legal/aviso.md',
    );
    expect(content).toMatchObject({
      title: 'Aviso de prueba',
      updatedAt: '2026-11-02',
      lead: 'Un párrafo.',
      format: 'md',
      sourceFile: 'content/legal/aviso.md',
    });
    expect(content.body).toContain(
      'Código Verde Soluciones Digitales, S.A.S. de C.V., Ciudad de México: userConsent',
    );
  });

  it('fails naming the file and the field when the header is wrong', () => {
    const source = "---\ntitle: Aviso\nupdatedAt: '2026-02-30'\n---\nTexto";
    expect(() => parseLegalContent(source, 'content/legal/aviso.md')).toThrow(
      /content\/legal\/aviso\.md: updatedAt: no es una fecha real/,
    );
    expect(() => parseLegalContent(source, 'content/legal/aviso.md')).toThrow(
      /content\/legal\/aviso\.md: lead: /,
    );
    expect(() => parseLegalContent('Sin encabezado', 'content/legal/aviso.md')).toThrow(
      'content/legal/aviso.md: falta el encabezado YAML',
    );
  });

  it('fails naming the file and the placeholder when a placeholder does not exist', () => {
    expect(() =>
      parseLegalContent(`${HEADER}Escríbenos a {{correo}}.`, 'content/legal/aviso.md'),
    ).toThrow(/^content\/legal\/aviso\.md: \{\{correo\}\} no existe; usa uno de: name, legalName/);
  });

  it('refuses components in a plain Markdown file', () => {
    expect(() => parseLegalContent(`${HEADER}<StorageTable />`, 'content/legal/aviso.md')).toThrow(
      'content/legal/aviso.md: <StorageTable>: los componentes solo se pueden usar en archivos .mdx',
    );
  });
});

describe('renderLegalContent', () => {
  it('numbers the sections, keeps their explicit ids and lists them in the table of contents', async () => {
    const { html, toc } = await render(
      `${HEADER}\n## Quién es responsable {#responsable}\n\nTexto.\n\n### Detalle\n\n## Datos {#datos}\n\nMás.`,
      'content/legal/aviso.md',
    );
    expect(toc.filter((entry) => entry.level === 2)).toEqual([
      { id: 'responsable', text: 'Quién es responsable', level: 2 },
      { id: 'datos', text: 'Datos', level: 2 },
    ]);
    expect(html).toContain(
      '<section id="responsable" class="section" aria-labelledby="responsable-titulo"><h2 id="responsable-titulo" class="title"><span class="number">1.</span> Quién es responsable</h2>',
    );
    expect(html).toContain('<span class="number">2.</span> Datos</h2>');
  });

  it('renders the components it is given in an MDX file, and its e-mails as links', async () => {
    const { html } = await render(
      `${HEADER}\n## Preferencias {#preferencias}\n\n<ConsentSettings />\n\nEscribe a {{privacyOfficerEmail}}.`,
      'content/legal/aviso.mdx',
    );
    expect(html).toContain('<button>Cambiar</button>');
    expect(html).toContain(
      `<a href="mailto:${siteConfig.privacyOfficerEmail}">${siteConfig.privacyOfficerEmail}</a>.`,
    );
  });

  it.each([
    ['an unknown component', '<Script />', 'el componente <Script> no existe'],
    ['an HTML tag', '<div>hola</div>', 'el componente <div> no existe'],
    ['an expression', 'Hoy es {new Date().getFullYear()}', 'las expresiones entre llaves'],
    ['an import', "import fs from 'node:fs'", 'import y export no están permitidos'],
    [
      'an expression attribute',
      '<StorageTable entries={[]} />',
      '<StorageTable> solo acepta atributos con texto',
    ],
  ])('fails naming the file when an MDX file uses %s', async (_, snippet, problem) => {
    await expect(render(`${HEADER}\n${snippet}\n`, 'content/legal/aviso.mdx')).rejects.toThrow(
      new RegExp(`^content/legal/aviso\\.mdx: línea \\d+: ${problem}`),
    );
  });
});

describe('the legal texts of content/legal', () => {
  const sections = {
    'politica-privacidad': [
      'responsable',
      'datos',
      'finalidades',
      'derechos-arco',
      'revocacion',
      'limitar-uso',
      'transferencias',
      'cookies',
      'estadisticas',
      'conservacion',
      'cambios',
      'autoridad',
      'contacto',
    ],
    'politica-cookies': [
      'que-son',
      'que-guardamos',
      'terceros',
      'estadisticas',
      'cambiar-consentimiento',
      'navegador',
      'cambios',
      'contacto',
    ],
    'terminos-uso': [
      'aceptacion',
      'servicios',
      'cotizaciones',
      'pagos',
      'entrega',
      'cancelacion',
      'modificaciones',
      'planes-web',
      'obligaciones',
      'propiedad-intelectual',
      'responsabilidad',
      'uso-del-sitio',
      'ley-aplicable',
      'cambios',
      'contacto',
    ],
  };

  it.each(legalSlugs)('%s is valid and keeps the anchors the site links to', async (slug) => {
    const content = getLegalContent(slug);
    const { toc } = await renderLegalContent(content, stubs, classNames);
    expect(toc.filter((entry) => entry.level === 2).map((entry) => entry.id)).toEqual(
      sections[slug],
    );
  });
});
