import {
  computeRfcCheckDigit,
  describeRfcProblem,
  getPersonType,
  normalizeRfc,
} from '@/lib/client-area/rfc';

describe('computeRfcCheckDigit', () => {
  it.each([
    // Published by the SAT: its own RFC and the RFCs of its CFDI 4.0 test certificates.
    ['SAT970701NN3', '3'],
    ['EKU9003173C9', '9'],
    ['GODE561231GR8', '8'],
    // Computed by hand with the SAT's table: a persona moral padded with a space, and Ñ worth 39.
    ['PAÑ150312QW8', '8'],
    ['ROLA850214HU1', '1'],
  ])('gives %s its last character', (rfc, digit) => {
    expect(computeRfcCheckDigit(rfc)).toBe(digit);
  });

  it('writes 10 as A and a remainder of 0 as 0', () => {
    expect(computeRfcCheckDigit('CAL150312AB?')).toBe('1');
    const digits = ['A', '0'].map((digit) =>
      Array.from({ length: 100 }, (_, index) => `CAL1503${String(index).padStart(2, '0')}AB?`)
        .map(computeRfcCheckDigit)
        .includes(digit),
    );
    expect(digits).toEqual([true, true]);
  });
});

describe('describeRfcProblem', () => {
  it.each(['SAT970701NN3', 'GODE561231GR8', 'PAÑ150312QW8', 'ROLA850214HU1'])('accepts %s', (rfc) =>
    expect(describeRfcProblem(rfc)).toBeNull(),
  );

  it.each([
    ['', /Escribe tu RFC/],
    ['SAT97070NN3', /13 caracteres .* 12/],
    ['SA1970701NN3', /3 letras, la fecha de constitución/],
    ['GOD3561231GR8', /4 letras, la fecha de nacimiento/],
    ['SAT970701NNB', /3 letras/],
    ['SAT971301NN3', /fecha del RFC/],
    ['GODE560230GR8', /fecha del RFC/],
    ['SAT970701NN4', /dígito verificador/],
    ['XAXX010101000', /RFC genérico/],
    ['XEXX010101000', /RFC genérico/],
  ])('refuses %j', (rfc, message) => {
    expect(describeRfcProblem(rfc)).toMatch(message);
  });

  it('accepts 29 February only in a leap year', () => {
    const leap = 'GODE000229GR?';
    const valid = leap.slice(0, 12) + computeRfcCheckDigit(leap);
    expect(describeRfcProblem(valid)).toBeNull();
    const notLeap = 'GODE010229GR?';
    expect(describeRfcProblem(notLeap.slice(0, 12) + computeRfcCheckDigit(notLeap))).toMatch(
      /fecha del RFC/,
    );
  });
});

describe('normalizeRfc and getPersonType', () => {
  it('trims and capitalizes, Ñ included', () => {
    expect(normalizeRfc('  pañ150312qw8 ')).toBe('PAÑ150312QW8');
  });

  it('tells a persona moral (12) from a persona física (13)', () => {
    expect(getPersonType('SAT970701NN3')).toBe('moral');
    expect(getPersonType('GODE561231GR8')).toBe('fisica');
    expect(getPersonType('GODE561231')).toBeNull();
  });
});
