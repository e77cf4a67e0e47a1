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
  readHttpsUrl,
  readProgress,
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
