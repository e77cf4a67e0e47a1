import {
  buildInvoicePaymentPath,
  buildInvoiceReceiptMessage,
  parseInvoicePayment,
} from '@/lib/transfer/invoice-payment';

const INVOICE = { number: 'CV-2026-0142', amountCents: 1_250_000 };

/** The query string of a path built for the panel. */
const queryOf = (path: string) => path.slice(path.indexOf('?'));

describe('buildInvoicePaymentPath', () => {
  it('puts the number and the amount in pesos with two decimals in the query', () => {
    expect(buildInvoicePaymentPath(INVOICE)).toBe('/bitso-mx?factura=CV-2026-0142&monto=12500.00');
    expect(buildInvoicePaymentPath({ number: 'CV-7', amountCents: 480_050 })).toBe(
      '/bitso-mx?factura=CV-7&monto=4800.50',
    );
    expect(buildInvoicePaymentPath({ number: 'CV-8', amountCents: 5 })).toBe(
      '/bitso-mx?factura=CV-8&monto=0.05',
    );
  });

  it.each([
    [{ number: 'CV-2026-0142', amountCents: 1_250_000 }],
    [{ number: 'cv-88-b', amountCents: 1 }],
    [{ number: '1042', amountCents: 999_999_999 }],
  ])('round-trips %o through the parser', (invoice) => {
    expect(parseInvoicePayment(queryOf(buildInvoicePaymentPath(invoice)))).toEqual(invoice);
  });

  it.each([
    ['a number outside the format', { number: 'Factura 12', amountCents: 100 }],
    ['a zero amount', { number: 'CV-1', amountCents: 0 }],
    ['an amount over the maximum', { number: 'CV-1', amountCents: 1_000_000_000 }],
    ['an amount that is not whole cents', { number: 'CV-1', amountCents: 10.5 }],
  ])('gives the plain transfer page for %s', (_case, invoice) => {
    expect(buildInvoicePaymentPath(invoice)).toBe('/bitso-mx');
  });
});

describe('parseInvoicePayment', () => {
  it('reads the invoice with or without the leading "?" and with 0 to 2 decimals', () => {
    expect(parseInvoicePayment('?factura=CV-2026-0142&monto=12500.00')).toEqual(INVOICE);
    expect(parseInvoicePayment('monto=12500&factura=CV-2026-0142')).toEqual(INVOICE);
    expect(parseInvoicePayment('factura=CV-1&monto=0.5')).toEqual({
      number: 'CV-1',
      amountCents: 50,
    });
  });

  it.each([
    ['no query', ''],
    ['a missing amount', '?factura=CV-1042'],
    ['a missing number', '?monto=4500.00'],
    ['an empty number', '?factura=&monto=4500.00'],
    ['a malformed number', '?factura=CV%201042&monto=4500.00'],
    ['a zero amount', '?factura=CV-1042&monto=0.00'],
    ['a negative amount', '?factura=CV-1042&monto=-4500.00'],
    ['three decimals', '?factura=CV-1042&monto=4500.005'],
    ['a decimal comma', '?factura=CV-1042&monto=4500,00'],
    ['thousands separators', '?factura=CV-1042&monto=4,500.00'],
    ['an exponent', '?factura=CV-1042&monto=4.5e3'],
    ['a leading zero', '?factura=CV-1042&monto=04500'],
    ['a currency sign', '?factura=CV-1042&monto=%244500'],
    ['a huge amount', '?factura=CV-1042&monto=10000000.00'],
    ['an extra parameter', '?factura=CV-1042&monto=4500.00&utm_source=correo'],
    ['a repeated parameter', '?factura=CV-1042&factura=CV-1043&monto=4500.00'],
    ['trailing junk', '?factura=CV-1042&monto=4500.00abc'],
    ['a script', '?factura=%3Cscript%3Ealert(1)%3C%2Fscript%3E&monto=4500.00'],
    ['an injected element', '?factura=<img src=x onerror=alert(1)>&monto=4500.00'],
    ['a very long query', `?factura=CV-1042&monto=4500.00&x=${'a'.repeat(200)}`],
  ])('ignores %s', (_case, search) => {
    expect(parseInvoicePayment(search)).toBeNull();
  });
});

describe('buildInvoiceReceiptMessage', () => {
  it('fills the number and the amount as the panel shows it', () => {
    expect(
      buildInvoiceReceiptMessage('Pago de la factura {number} por {amount} MXN.', INVOICE),
    ).toBe('Pago de la factura CV-2026-0142 por $12,500.00 MXN.');
  });
});
