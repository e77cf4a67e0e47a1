import { INVOICE_STATUSES as CLIENT_INVOICE_STATUSES } from '@/lib/client-area/client-api-contract';
import {
  CLIENT_WORK_FIELD_LABELS,
  CLIENT_WORK_ROUTES,
  INVOICE_STATUSES,
  buildClientWorkPath,
  invoiceEditRequestSchema,
  issueCfdiRequestSchema,
} from '@/lib/staff-area/client-work-contract';
import {
  readAmountCents,
  readCfdiUuid,
  readDate,
  readDomain,
  readHttpsUrl,
  readInvoiceNumber,
  readProgress,
  readReference,
  readText,
} from '@/lib/staff-area/client-work-fields';

describe('the client work’s field rules', () => {
  it('keeps the client contract’s invoice statuses', () => {
    expect(INVOICE_STATUSES).toEqual(CLIENT_INVOICE_STATUSES);
  });

  it('reads pesos to centavos from text or numbers, and refuses what a payment link cannot carry', () => {
    expect(readAmountCents('4500')).toEqual({ value: 450_000 });
    expect(readAmountCents(' 4800.5 ')).toEqual({ value: 480_050 });
    expect(readAmountCents(0.5)).toEqual({ value: 50 });
    for (const bad of ['', '4,500', '-10', '1e3', '10.555', true, null, [], '99999999']) {
      expect(readAmountCents(bad)).toHaveProperty('problem');
    }
    expect(readAmountCents('0.00')).toEqual({ problem: 'debe ser mayor que cero' });
  });

  it('reads whole percentages, real dates, UUIDs in capitals and https links only', () => {
    expect(readProgress('20')).toEqual({ value: 20 });
    expect(readProgress(101)).toEqual({ problem: 'debe ser un entero de 0 a 100' });
    expect(readProgress(2.5)).toHaveProperty('problem');
    expect(readDate('2026-02-30')).toEqual({ problem: 'debe ser una fecha AAAA-MM-DD' });
    expect(readCfdiUuid('5fb2822e-396d-4725-8521-cdc4bdd20ccf')).toEqual({
      value: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
    });
    expect(readHttpsUrl('http://facturas.mx/a.zip')).toEqual({
      problem: 'debe ser una dirección https://',
    });
    expect(readHttpsUrl('javascript:alert(1)')).toHaveProperty('problem');
  });

  it('reads domains as host names: lower case, punycode, nothing else', () => {
    expect(readDomain(' CAFE.MX ')).toEqual({ value: 'cafe.mx' });
    expect(readDomain('Diseño.mx')).toEqual({ value: 'xn--diseo-rta.mx' });
    expect(readDomain('not a domain <x>')).toEqual({
      problem:
        'debe ser un dominio como empresa.mx, que solo lleva letras, números, guiones y puntos',
    });
    expect(readDomain('cafe')).toEqual({
      problem: 'debe ser un dominio como empresa.mx, que termina en una extensión como .mx o .com',
    });
    expect(readDomain('')).toEqual({ problem: 'es obligatorio' });
  });

  it('keeps invoice numbers in capitals, so a number is one whatever its case', () => {
    expect(readInvoiceNumber(' cv-1042 ')).toEqual({ value: 'CV-1042' });
    expect(readInvoiceNumber('CV-x')).toEqual(readInvoiceNumber('cv-X'));
  });

  it('takes days from 2000 to ten years ahead in Mexico City', () => {
    const now = Date.UTC(2026, 0, 1, 3); // 31 December 2025 in Mexico City
    expect(readDate('2000-01-01', now)).toEqual({ value: '2000-01-01' });
    expect(readDate('2035-12-31', now)).toEqual({ value: '2035-12-31' });
    const outside = { problem: 'debe ser una fecha del 2000-01-01 al 2035-12-31' };
    expect(readDate('1999-12-31', now)).toEqual(outside);
    expect(readDate('2036-01-01', now)).toEqual(outside);
    expect(readDate('2099-01-01')).toHaveProperty('problem');
  });

  it.each([
    ['NUL', 'Ana\u0000López', 'U+0000 (carácter nulo)'],
    ['a new line', 'Ana\nLópez', 'U+000A (salto de línea)'],
    ['a tab', 'Ana\tLópez', 'U+0009 (tabulador)'],
    ['DEL', 'Ana\u007f', 'U+007F (carácter de borrado)'],
    ['a C1 control', 'Ana\u0085López', 'U+0085 (siguiente línea)'],
    ['a right-to-left override', 'Ana\u202eLópez', 'U+202E (forzado de derecha a izquierda)'],
    ['a left-to-right mark', 'Ana\u200eLópez', 'U+200E (marca de izquierda a derecha)'],
    ['an isolate', 'Ana\u2066López\u2069', 'U+2066 (aislamiento de izquierda a derecha)'],
    ['an Arabic letter mark', 'Ana\u061c', 'U+061C (marca de letra árabe)'],
    ['a zero-width space', 'Sitio\u200bweb', 'U+200B (espacio de ancho cero)'],
    ['a BOM inside the text', 'Sitio\ufeffweb', 'U+FEFF (marca de orden de bytes)'],
    ['a line separator', 'Sitio\u2028web', 'U+2028 (separador de línea)'],
  ])('refuses %s in stored text, naming it', (_, text, named) => {
    const problem = `no puede llevar el carácter invisible ${named}, que a veces llega al copiar y pegar`;
    expect(readText(text)).toEqual({ problem });
    expect(readReference(text)).toEqual({ problem });
    expect(readHttpsUrl(`https://facturas.mx/${text}`)).toEqual({ problem });
  });

  it('keeps accents, ñ and emoji in stored text', () => {
    expect(readText('  Panadería Ñandú 🥐 ')).toEqual({ value: 'Panadería Ñandú 🥐' });
  });

  it('names the field of every issue by a key the labels know', () => {
    const result = invoiceEditRequestSchema.safeParse({ version: 0, amount: 'mucho' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => String(issue.path[0])) ?? [];
    expect(fields.sort()).toEqual(['amount', 'version']);
    fields.forEach((field) => expect(CLIENT_WORK_FIELD_LABELS).toHaveProperty(field));
  });

  it('takes an empty download link as none', () => {
    expect(
      issueCfdiRequestSchema.parse({
        uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
        downloadUrl: '',
      }),
    ).toEqual({ uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF', downloadUrl: undefined });
  });

  it('fills a route’s identifiers', () => {
    expect(buildClientWorkPath(CLIENT_WORK_ROUTES.markPaid, { invoiceId: 12 })).toBe(
      '/agencia/facturas/12/pagada',
    );
  });
});
