import { validateFiscalData } from '@/lib/client-area/fiscal-data';
import { CFDI_USES, TAX_REGIMES, getCfdiUses, getTaxRegimes } from '@/lib/client-area/sat-catalogs';
import { MORAL_TAX_REGIME_CODES, SALARIED_CFDI_USE_CODES } from '../../fixtures/sat-codes';

const codes = (entries: readonly { code: string }[]) => entries.map((entry) => entry.code);

describe('the SAT catalogues', () => {
  it('hold every régimen of c_RegimenFiscal and every use of c_UsoCFDI, once', () => {
    expect(codes(TAX_REGIMES)).toEqual(
      ['601', '603', '605', '606', '607', '608', '610', '611', '612', '614', '615', '616'].concat([
        '620',
        '621',
        '622',
        '623',
        '624',
        '625',
        '626',
      ]),
    );
    expect(codes(CFDI_USES)).toEqual(
      ['G01', 'G02', 'G03', 'I01', 'I02', 'I03', 'I04', 'I05', 'I06', 'I07', 'I08']
        .concat(['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10'])
        .concat(['S01', 'CP01', 'CN01']),
    );
    const regimeCodes: readonly string[] = codes(TAX_REGIMES);
    CFDI_USES.forEach((use) =>
      use.regimes.forEach((regime) => expect(regimeCodes).toContain(regime)),
    );
  });

  it('offers a persona moral only the régimenes of personas morales', () => {
    expect(codes(getTaxRegimes('moral'))).toEqual(MORAL_TAX_REGIME_CODES);
    expect(codes(getTaxRegimes('fisica'))).toEqual([
      '605',
      '606',
      '607',
      '608',
      '610',
      '611',
      '612',
      '614',
      '615',
      '616',
      '621',
      '625',
      '626',
    ]);
    expect(getTaxRegimes(null)).toHaveLength(TAX_REGIMES.length);
  });

  it('offers the uses valid for the régimen and the person type, never CP01 or CN01', () => {
    expect(codes(getCfdiUses('601', 'moral'))).toEqual([
      'G01',
      'G02',
      'G03',
      'I01',
      'I02',
      'I03',
      'I04',
      'I05',
      'I06',
      'I07',
      'I08',
      'S01',
    ]);
    // Personal deductions are for personas físicas under the régimenes that file an annual return.
    expect(codes(getCfdiUses('612', 'fisica'))).toEqual(
      codes(getCfdiUses('601', 'moral')).slice(0, 11).concat(SALARIED_CFDI_USE_CODES),
    );
    expect(codes(getCfdiUses('605', 'fisica'))).toEqual(SALARIED_CFDI_USE_CODES);
    expect(codes(getCfdiUses('616', 'fisica'))).toEqual(['G02', 'S01']);
    expect(codes(getCfdiUses('626', 'moral'))).not.toContain('D01');
    expect(codes(getCfdiUses('626', 'fisica'))).not.toContain('D01');
  });
});

describe('validateFiscalData', () => {
  const valid = {
    rfc: ' gode561231gr8',
    legalName: '  DIEGO GOMEZ ',
    taxRegime: '612',
    cfdiUse: 'D01',
    postalCode: '64000',
    email: 'Diego@Ejemplo.MX',
  };

  it('returns the data normalized', () => {
    expect(validateFiscalData(valid)).toEqual({
      success: true,
      data: { ...valid, rfc: 'GODE561231GR8', legalName: 'DIEGO GOMEZ', email: 'diego@ejemplo.mx' },
    });
  });

  it('reads the e-mail with the accounts’ rule, saying why one is refused', () => {
    const check = (email: string) => validateFiscalData({ ...valid, email });
    expect(check('facturas@diseño.mx')).toMatchObject({
      data: { email: 'facturas@xn--diseo-rta.mx' },
    });
    expect(check('josé@ejemplo.mx')).toEqual({
      success: false,
      errors: { email: 'Escribe un correo válido: sin acentos ni espacios antes de la @.' },
    });
    expect(check('facturas')).toEqual({
      success: false,
      errors: { email: 'Escribe un correo válido, por ejemplo facturas@empresa.mx.' },
    });
  });

  it('names every wrong field at once, in Spanish', () => {
    const check = validateFiscalData({ taxRegime: '999', postalCode: '640', email: 'x' });
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(Object.keys(check.errors).sort()).toEqual([
      'cfdiUse',
      'email',
      'legalName',
      'postalCode',
      'rfc',
      'taxRegime',
    ]);
    expect(check.errors.taxRegime).toBe('Elige tu régimen fiscal.');
  });

  it('refuses a régimen of the other person type and a use the régimen does not allow', () => {
    expect(validateFiscalData({ ...valid, taxRegime: '601', cfdiUse: 'G03' })).toEqual({
      success: false,
      errors: {
        taxRegime: 'El régimen 601 es solo para personas morales y tu RFC es de persona física.',
      },
    });
    expect(validateFiscalData({ ...valid, taxRegime: '605', cfdiUse: 'G03' })).toEqual({
      success: false,
      errors: { cfdiUse: 'El uso G03 no corresponde al régimen 605: elige uno de la lista.' },
    });
  });
});
