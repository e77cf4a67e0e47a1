import { render, screen } from '@testing-library/react';
import { PanelInvoices } from '@/components/client-area/panel-invoices';

const invoice = { concept: 'Anticipo', dueDate: '2026-12-01', cfdi: null };

describe('PanelInvoices', () => {
  it('links each unpaid invoice to the transfer page with its number and amount', () => {
    render(
      <PanelInvoices
        invoices={[
          { ...invoice, number: 'CV-2026-0142', amountCents: 1_250_000, status: 'pendiente' },
          { ...invoice, number: 'CV-2026-0120', amountCents: 480_050, status: 'vencida' },
          { ...invoice, number: 'CV-2026-0101', amountCents: 900_000, status: 'pagada' },
        ]}
        fiscalData={null}
        token="sesion-de-prueba"
      />,
    );
    const payLinks = screen.getAllByRole('link', { name: /^Pagar por transferencia/ });
    expect(payLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Pagar por transferencia la factura CV-2026-0142',
        '/bitso-mx?factura=CV-2026-0142&monto=12500.00',
      ],
      [
        'Pagar por transferencia la factura CV-2026-0120',
        '/bitso-mx?factura=CV-2026-0120&monto=4800.50',
      ],
    ]);
    expect(screen.getAllByRole('button', { name: /Solicitar factura/ })).toHaveLength(1);
  });
});
