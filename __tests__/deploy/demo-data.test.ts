import { checkDemoData, DEMO_VALUES, findDemoValues, isLocalSiteUrl } from '@/deploy/demo-data';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const readRepoFile = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
const cleaned = (file: string) =>
  DEMO_VALUES.reduce(
    (text, demo) => (demo.file === file ? text.split(demo.value).join('valor-propio') : text),
    readRepoFile(file),
  );

describe('demo data guard', () => {
  it('tells local site URLs from public ones', () => {
    for (const url of [
      undefined,
      '',
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
    ])
      expect(isLocalSiteUrl(url)).toBe(true);
    for (const url of ['https://codigoverde.mx', 'https://localhost.example.com', 'no es una url'])
      expect(isLocalSiteUrl(url)).toBe(false);
  });

  it('finds every demo value the repository still ships', () => {
    expect(findDemoValues(readRepoFile)).toEqual(DEMO_VALUES);
  });

  it('stops a public build while demo values remain, naming each file and field', () => {
    const problem = checkDemoData({
      siteUrl: 'https://mi-agencia.mx',
      allowDemoData: undefined,
      read: readRepoFile,
    });
    expect(problem).toContain('SITE_URL=https://mi-agencia.mx es una dirección pública');
    expect(problem).toContain('lib/site/site-config.ts: bank.clabe: 646180157004829317');
    expect(problem).toContain('lib/site/site-config.ts: whatsapp.number: 525541702386');
    expect(problem).toContain(
      'content/directory.json: entries[taqueria-los-compadres].links.whatsapp',
    );
    expect(problem).toContain('ALLOW_DEMO_DATA=1');
  });

  it('lets a local build, an explicit ALLOW_DEMO_DATA=1 or cleaned data through', () => {
    expect(
      checkDemoData({ siteUrl: undefined, allowDemoData: undefined, read: readRepoFile }),
    ).toBeNull();
    expect(
      checkDemoData({
        siteUrl: 'http://localhost:3000',
        allowDemoData: undefined,
        read: readRepoFile,
      }),
    ).toBeNull();
    expect(
      checkDemoData({ siteUrl: 'https://mi-agencia.mx', allowDemoData: '1', read: readRepoFile }),
    ).toBeNull();
    expect(
      checkDemoData({ siteUrl: 'https://mi-agencia.mx', allowDemoData: undefined, read: cleaned }),
    ).toBeNull();
  });

  it('names only the values that remain once some are replaced', () => {
    const read = (file: string) =>
      file === 'lib/site/site-config.ts' ? cleaned(file) : readRepoFile(file);
    const problem = checkDemoData({ siteUrl: 'https://mi-agencia.mx', allowDemoData: '0', read });
    expect(problem).not.toContain('lib/site/site-config.ts');
    expect(problem).toContain('content/proyectos/reservas-el-filo-barberia.md: url');
  });
});
