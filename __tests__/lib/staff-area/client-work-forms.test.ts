import {
  checkWorkFields,
  formatAmountInput,
  type WorkFieldSpec,
} from '@/lib/staff-area/client-work-forms';

const INVOICE: WorkFieldSpec[] = [
  { name: 'number', kind: 'text' },
  { name: 'amount', kind: 'amount' },
  { name: 'status', kind: 'select', options: [] },
  { name: 'dueDate', kind: 'date' },
];

describe('client work forms', () => {
  it('words each problem as the API does, with the field name first', () => {
    expect(
      checkWorkFields(INVOICE, {
        number: 'CV 1042',
        amount: '4,500',
        status: 'cancelada',
        dueDate: '2026-02-30',
      }),
    ).toEqual({
      number:
        'Número de factura: usa letras, números y guiones, como CV-1042 (hasta 30 caracteres)',
      amount: 'Monto: debe ser un monto en pesos con hasta dos decimales, como 4500.50',
      status: 'Estado: debe ser pendiente, pagada o vencida',
      dueDate: 'Fecha de vencimiento: debe ser una fecha AAAA-MM-DD',
    });
  });

  it('passes good values and leaves an optional field empty', () => {
    const fields: WorkFieldSpec[] = [
      { name: 'uuid', kind: 'text' },
      { name: 'downloadUrl', kind: 'url', optional: true },
    ];
    expect(checkWorkFields(fields, { uuid: '5fb2822e-396d-4725-8521-cdc4bdd20ccf' })).toEqual({});
    expect(checkWorkFields(fields, { uuid: 'x', downloadUrl: 'http://pac.mx/f.pdf' })).toEqual({
      uuid: expect.stringMatching(/^Folio fiscal: debe ser el folio fiscal \(UUID\)/),
      downloadUrl: 'Enlace de descarga: debe ser una dirección https://',
    });
  });

  it('writes centavos back as the pesos a form shows', () => {
    expect(formatAmountInput(450050)).toBe('4500.50');
    expect(formatAmountInput(450000)).toBe('4500');
    expect(formatAmountInput(5)).toBe('0.05');
  });
});
