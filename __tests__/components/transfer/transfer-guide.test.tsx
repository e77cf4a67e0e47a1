import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TransferGuide } from '@/components/transfer/transfer-guide';
import { getPagesContent } from '@/lib/content/pages';
import { getTransferDetails } from '@/lib/transfer/transfer';

const { details: detailsHeading, notice, steps, receipt } = getPagesContent().transfer;
const headings = { details: detailsHeading, notice, steps };
const details = getTransferDetails(receipt.whatsappMessage);

/** Opens the transfer page at `search`, as a payment link from the panel would. */
function renderAt(search: string) {
  window.history.replaceState(null, '', `/bitso-mx${search}`);
  return render(<TransferGuide details={details} headings={headings} receipt={receipt} />);
}

/** The text the WhatsApp link prefills. */
function whatsappText(): string | null {
  const link = screen.getByRole('link', { name: 'Enviar comprobante por WhatsApp' });
  return new URL(link.getAttribute('href') ?? '').searchParams.get('text');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('TransferGuide with a payment link', () => {
  it('shows the invoice and its amount, and copies the invoice number as the concept', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('?factura=CV-2026-0142&monto=12500.00');

    const data = screen.getByRole('region', { name: 'Datos para tu transferencia' });
    const valueOf = (term: string) =>
      within(data).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Factura')).toBe('CV-2026-0142');
    expect(valueOf('Monto a transferir')).toBe('$12,500.00 MXN');
    expect(valueOf('Concepto de pago')).toMatch(/^CV-2026-0142Copiar/);
    expect(screen.queryByRole('textbox', { name: 'Tu número de factura' })).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar concepto de pago' }));
    });
    expect(writeText).toHaveBeenCalledWith('CV-2026-0142');
    expect(screen.getByText('Copiado')).toBeInTheDocument();

    expect(whatsappText()).toBe(
      '¡Hola! Les envío el comprobante de mi transferencia SPEI para pagar la factura CV-2026-0142 por $12,500.00 MXN.',
    );
  });
});

describe('TransferGuide pre-rendered', () => {
  it('keeps the generic HTML and shows the invoice once hydrated', () => {
    window.history.replaceState(null, '', '/bitso-mx?factura=CV-2026-0142&monto=12500.00');
    const page = <TransferGuide details={details} headings={headings} receipt={receipt} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).not.toContain('CV-2026-0142');
    expect(within(container).getByRole('textbox', { name: 'Tu número de factura' })).toBeVisible();

    render(page, { container, hydrate: true });
    const data = screen.getByRole('region', { name: 'Datos para tu transferencia' });
    expect(within(data).getByText('$12,500.00 MXN')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tu número de factura' })).toBeNull();
  });
});

describe('TransferGuide without a valid payment link', () => {
  it.each([
    ['no query', ''],
    ['a malformed amount', '?factura=CV-2026-0142&monto=12500.005'],
    ['an extra parameter', '?factura=CV-2026-0142&monto=12500.00&nota=hola'],
    ['an injected element', '?factura=<img src=x onerror=alert(1)>&monto=12500.00'],
    ['a script', '?factura=%3Cscript%3Ealert(1)%3C%2Fscript%3E&monto=1.00'],
  ])('shows the generic page for %s', (_case, search) => {
    const { container } = renderAt(search);
    expect(screen.getByRole('textbox', { name: 'Tu número de factura' })).toBeInTheDocument();
    expect(screen.queryByText('Monto a transferir')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar concepto de pago' })).toBeNull();
    expect(whatsappText()).toBe(receipt.whatsappMessage);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).not.toContain('onerror');
  });
});
