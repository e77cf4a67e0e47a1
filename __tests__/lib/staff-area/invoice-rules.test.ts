import {
  canBeOverdue,
  checkInvoiceChange,
  type InvoiceState,
} from '@/lib/staff-area/invoice-rules';

const PAID_WITH_CFDI: InvoiceState = {
  status: 'pagada',
  amountCents: 450_000,
  concept: 'Sitio web',
  dueDate: '2026-11-30',
  paidOn: '2026-11-18',
  reference: 'SPEI 5512',
  hasCfdi: true,
};

const PENDING_DUE_ON_31: InvoiceState = {
  status: 'pendiente',
  amountCents: 90_000,
  concept: 'Hosting',
  dueDate: '2027-01-31',
  paidOn: null,
  reference: null,
  hasCfdi: false,
};

describe('the invoice rules', () => {
  describe('once a CFDI is requested or issued', () => {
    it.each([
      ['concept', { concept: 'Sitio y tienda' }, 'concepto'],
      ['amount', { amountCents: 1 }, 'monto'],
      ['status', { status: 'pendiente' as const }, 'estado'],
      ['due date', { dueDate: '2026-12-31' }, 'fecha de vencimiento'],
      ['paid day', { paidOn: '2026-11-19' }, 'fecha de pago'],
      ['reference', { reference: 'SPEI 9999' }, 'referencia de la transferencia'],
    ])('keeps its %s', (_, change, named) => {
      expect(checkInvoiceChange(PAID_WITH_CFDI, change, '2026-12-02')).toEqual({
        kind: 'conflict',
        message: `La factura ya tiene un CFDI solicitado o emitido: de ella solo cambia el enlace del CFDI. No cambia: ${named}.`,
      });
    });

    it('names every field a change would touch, and lets through values that stay', () => {
      const change = { concept: 'Otro', paidOn: '2026-11-17', amountCents: 450_000 };
      expect(checkInvoiceChange(PAID_WITH_CFDI, change, '2026-12-02')?.message).toMatch(
        /No cambia: concepto y fecha de pago\.$/,
      );
      // The dashboard's form sends every field, changed or not.
      const same = {
        concept: 'Sitio web',
        amountCents: 450_000,
        status: 'pagada' as const,
        dueDate: '2026-11-30',
      };
      expect(checkInvoiceChange(PAID_WITH_CFDI, same, '2026-12-02')).toBeNull();
    });

    it('changes nothing of an invoice without one', () => {
      const paid = { ...PAID_WITH_CFDI, hasCfdi: false };
      const change = { concept: 'Sitio y tienda', paidOn: '2026-11-19', reference: 'SPEI 9' };
      expect(checkInvoiceChange(paid, change, '2026-12-02')).toBeNull();
    });
  });

  describe('overdue, only after the due date in Mexico City', () => {
    it('is not on the due date, and is from the next day on', () => {
      expect(canBeOverdue('2027-01-31', '2027-01-31')).toBe(false);
      expect(canBeOverdue('2027-01-31', '2027-02-01')).toBe(true);
      expect(canBeOverdue('2027-01-31', '2027-01-01')).toBe(false);
    });

    it('refuses marking it overdue on the 31st it falls due, and takes it on the 1st', () => {
      const overdue = { status: 'vencida' as const };
      expect(checkInvoiceChange(PENDING_DUE_ON_31, overdue, '2027-01-31')).toEqual({
        kind: 'conflict',
        message:
          'La factura vence el 31 de enero de 2027: puede marcarse vencida a partir del 1 de febrero de 2027; hasta entonces está pendiente.',
      });
      expect(checkInvoiceChange(PENDING_DUE_ON_31, overdue, '2027-01-01')).not.toBeNull();
      expect(checkInvoiceChange(PENDING_DUE_ON_31, overdue, '2027-02-01')).toBeNull();
    });

    it('refuses a new invoice added overdue before its due date', () => {
      const change = { status: 'vencida' as const, dueDate: '2026-12-31' };
      expect(checkInvoiceChange(null, change, '2026-12-31')?.kind).toBe('conflict');
      expect(
        checkInvoiceChange(null, { ...change, dueDate: '2026-12-30' }, '2026-12-31'),
      ).toBeNull();
    });

    it('refuses moving an overdue invoice’s due date past today unless it goes back to pending', () => {
      const overdue = { ...PENDING_DUE_ON_31, status: 'vencida' as const };
      const later = { dueDate: '2027-03-15' };
      expect(checkInvoiceChange(overdue, later, '2027-02-10')?.kind).toBe('conflict');
      expect(
        checkInvoiceChange(overdue, { ...later, status: 'pendiente' }, '2027-02-10'),
      ).toBeNull();
      // Other fields of an overdue invoice still change.
      expect(checkInvoiceChange(overdue, { concept: 'Hosting 2027' }, '2027-02-10')).toBeNull();
    });
  });
});
