import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceCfdi } from '@/components/client-area/invoice-cfdi';
import { requestInvoiceCfdi } from '@/lib/client-area/client-api';
import type { SavedFiscalData } from '@/lib/client-area/client-api-contract';
import { cafeAlturaFiscalData } from '../../fixtures/client-work';
import { MORAL_TAX_REGIME_CODES, SALARIED_CFDI_USE_CODES } from '../../fixtures/sat-codes';

jest.mock('@/lib/client-area/client-api', () => ({
  ...jest.requireActual('@/lib/client-area/client-api'),
  requestInvoiceCfdi: jest.fn(),
}));
const request = jest.mocked(requestInvoiceCfdi);

const SAVED: SavedFiscalData = cafeAlturaFiscalData;
const FOLIO = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';

function renderCfdi(props: Partial<Parameters<typeof InvoiceCfdi>[0]> = {}) {
  const onFiscalDataSaved = jest.fn();
  render(
    <InvoiceCfdi
      token="token-de-prueba"
      invoiceNumber="CV-1043"
      cfdi={null}
      savedFiscalData={null}
      onFiscalDataSaved={onFiscalDataSaved}
      {...props}
    />,
  );
  return { onFiscalDataSaved };
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Solicitar factura (CFDI) de CV-1043' }));
  // The form is loaded on demand: the first time, its module is compiled.
  await screen.findByRole('textbox', { name: 'RFC' }, { timeout: 15_000 });
  return user;
}

const optionValues = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);

// Each test types into a form of many fields and options; a busy machine needs more than 5 s.
jest.setTimeout(30_000);
beforeEach(() => request.mockReset());

describe('InvoiceCfdi', () => {
  it('names what is wrong in each field, in Spanish, and focuses the first without sending', async () => {
    renderCfdi();
    const user = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Código postal' }), '6700');
    await user.click(screen.getByRole('button', { name: 'Solicitar factura' }));

    const rfc = screen.getByRole('textbox', { name: 'RFC' });
    expect(rfc).toHaveFocus();
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    expect(rfc).toHaveAccessibleDescription(expect.stringContaining('Escribe tu RFC.'));
    expect(
      screen.getByRole('textbox', { name: 'Nombre o razón social' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Escribe tu nombre o razón social'));
    expect(screen.getByRole('combobox', { name: 'Régimen fiscal' })).toHaveAccessibleDescription(
      'Elige tu régimen fiscal.',
    );
    expect(screen.getByRole('combobox', { name: 'Uso del CFDI' })).toHaveAccessibleDescription(
      expect.stringContaining('Elige el uso del CFDI.'),
    );
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription(
      expect.stringContaining('Escribe los 5 dígitos'),
    );
    expect(
      screen.getByRole('textbox', { name: 'Correo para recibir la factura' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Escribe un correo válido'));
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses an RFC whose check digit does not match', async () => {
    renderCfdi({ savedFiscalData: { ...SAVED, rfc: 'CAL150312AB2' } });
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect(screen.getByRole('textbox', { name: 'RFC' })).toHaveAccessibleDescription(
      expect.stringContaining('dígito verificador'),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('offers the régimenes of the RFC’s person type and the uses of the chosen régimen', async () => {
    renderCfdi();
    const user = await openForm();
    expect(optionValues('Régimen fiscal')).toHaveLength(19);
    expect(optionValues('Uso del CFDI')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'RFC' }), 'cal150312ab1');
    expect(optionValues('Régimen fiscal')).toEqual(MORAL_TAX_REGIME_CODES);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Régimen fiscal' }), '601');
    expect(optionValues('Uso del CFDI')).toContain('G03');
    expect(optionValues('Uso del CFDI')).not.toContain('D01');

    // A persona física: the moral régimen is no longer offered, nor chosen.
    await user.clear(screen.getByRole('textbox', { name: 'RFC' }));
    await user.type(screen.getByRole('textbox', { name: 'RFC' }), 'GODE561231GR8');
    expect(optionValues('Régimen fiscal')).not.toContain('601');
    expect(screen.getByRole('combobox', { name: 'Régimen fiscal' })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Régimen fiscal' }), '605');
    expect(optionValues('Uso del CFDI')).toEqual(SALARIED_CFDI_USE_CODES);
  });

  it('sends the saved data, keeps them for next time and confirms the request', async () => {
    request.mockResolvedValue({
      kind: 'ok',
      cfdi: { status: 'solicitada', requestedOn: '2026-11-03', uuid: null, downloadUrl: null },
    });
    const { onFiscalDataSaved } = renderCfdi({ savedFiscalData: SAVED });
    const user = await openForm();
    expect(screen.getByRole('textbox', { name: 'RFC' })).toHaveValue('CAL150312AB1');
    expect(screen.getByRole('combobox', { name: 'Uso del CFDI' })).toHaveValue('G03');
    expect(
      screen.getByRole('checkbox', { name: 'Guardar estos datos para mis próximas facturas' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Solicitar factura' }));

    expect(request).toHaveBeenCalledWith('token-de-prueba', 'CV-1043', {
      fiscalData: SAVED,
      saveFiscalData: true,
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Factura solicitada el 3 de noviembre de 2026.');
    expect(status).toHaveFocus();
    expect(onFiscalDataSaved).toHaveBeenCalledWith(SAVED);
  });

  it('shows the API’s answer: a field it refused, or why it refused the request', async () => {
    request.mockResolvedValueOnce({ kind: 'invalid', errors: { postalCode: 'Código inválido.' } });
    renderCfdi({ savedFiscalData: SAVED });
    const user = await openForm();
    await user.click(
      screen.getByRole('checkbox', { name: 'Guardar estos datos para mis próximas facturas' }),
    );
    await user.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect(request).toHaveBeenLastCalledWith('token-de-prueba', 'CV-1043', {
      fiscalData: SAVED,
      saveFiscalData: false,
    });
    expect(await screen.findByText('Código inválido.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveFocus();

    request.mockResolvedValueOnce({
      kind: 'refused',
      reason: 'Ya solicitaste el CFDI de la factura CV-1043.',
    });
    await user.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya solicitaste el CFDI de la factura CV-1043.',
    );
  });

  it('shows an issued CFDI with its folio fiscal and download link', () => {
    renderCfdi({
      cfdi: {
        status: 'emitida',
        requestedOn: '2026-11-03',
        uuid: FOLIO,
        downloadUrl: 'https://facturas.codigoverde.mx/CV-1043.zip',
      },
    });
    expect(screen.getByText(/^Factura emitida · Folio fiscal:/)).toHaveTextContent(
      `Factura emitida · Folio fiscal: ${FOLIO}`,
    );
    expect(
      screen.getByRole('link', { name: 'Descargar factura (PDF y XML) de CV-1043' }),
    ).toHaveAttribute('href', 'https://facturas.codigoverde.mx/CV-1043.zip');
    expect(screen.queryByRole('button', { name: /Solicitar factura/ })).not.toBeInTheDocument();
  });
});
