import { render, screen } from '@testing-library/react';
import { InvoiceRow } from '@/components/client-work/invoice-row';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { toMexicoCityDate } from '@/lib/site/mexico-city-date';
import type { StaffInvoice } from '@/lib/staff-area/client-work-contract';
import { staffManager } from '../../fixtures/staff-dashboard';
import { clientDetail } from '../../fixtures/client-work';

const [unpaid, withCfdi] = clientDetail.invoices;
if (!unpaid || !withCfdi?.cfdi)
  throw new Error('The fixture has an unpaid invoice and one with a CFDI.');

const session: StaffSession = {
  staff: staffManager,
  onExpired: jest.fn(),
  canChange: true,
  refreshPending: jest.fn(),
};

/** The day `days` from today in Mexico City, as the row compares it. */
function dayFromToday(days: number): string {
  const [year = 0, month = 1, day = 1] = toMexicoCityDate().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function renderRow(invoice: StaffInvoice) {
  render(
    <ul>
      <InvoiceRow invoice={invoice} session={session} onChanged={jest.fn()} />
    </ul>,
  );
}

describe('an invoice row', () => {
  it('offers «Marcar vencida» only from the day after the invoice falls due', () => {
    renderRow({ ...unpaid, number: 'CV-HOY', dueDate: dayFromToday(0) });
    renderRow({ ...unpaid, number: 'CV-AYER', dueDate: dayFromToday(-1) });
    expect(screen.queryByRole('button', { name: 'Marcar vencida la factura CV-HOY' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Marcar vencida la factura CV-AYER' })).toBeVisible();
  });

  it('offers no edit once the CFDI is requested', () => {
    renderRow(withCfdi);
    expect(
      screen.queryByRole('button', { name: `Editar la factura ${withCfdi.number}` }),
    ).toBeNull();
    renderRow({ ...withCfdi, number: 'CV-SIN', cfdi: null });
    expect(screen.getByRole('button', { name: 'Editar la factura CV-SIN' })).toBeVisible();
  });
});
