import { checkEmail, readEmail, readEmailWithHint, readHostName } from '@/lib/site/email';

describe('checkEmail', () => {
  it.each([
    ['Lucia.Perez+facturas@CafeAltura.com.mx', 'lucia.perez+facturas@cafealtura.com.mx'],
    ['  ana@ejemplo.mx  ', 'ana@ejemplo.mx'],
    ["o'brien_x@ejemplo.mx", "o'brien_x@ejemplo.mx"],
    ['contacto@diseño.mx', 'contacto@xn--diseo-rta.mx'],
    ['Contacto@DISEÑO.MX', 'contacto@xn--diseo-rta.mx'],
    ['contacto@xn--diseo-rta.mx', 'contacto@xn--diseo-rta.mx'],
    ['ana@пример.рф', 'ana@xn--e1afmkfd.xn--p1ai'],
    ['ana@mi-empresa.mx', 'ana@mi-empresa.mx'],
    [`${'a'.repeat(64)}@ejemplo.mx`, `${'a'.repeat(64)}@ejemplo.mx`],
  ])('stores %j as %j', (input, stored) => {
    expect(checkEmail(input)).toEqual({ value: stored });
  });

  it.each([
    ['josé@ejemplo.mx', 'sin acentos ni espacios antes de la @'],
    ['ana maria@ejemplo.mx', 'sin acentos ni espacios antes de la @'],
    ['ana,maria@ejemplo.mx', 'sin «,» antes de la @'],
    ['.ana@ejemplo.mx', 'sin puntos al inicio, al final ni dos seguidos antes de la @'],
    ['ana..maria@ejemplo.mx', 'sin puntos al inicio, al final ni dos seguidos antes de la @'],
    [`${'a'.repeat(65)}@ejemplo.mx`, 'hasta 64 caracteres antes de la @'],
    ['ana@@ejemplo.mx', 'con una sola @'],
    ['ana@ejemplo.c', 'lo que va después de la @ termina en una extensión como .mx o .com'],
    ['ana@ejemplo', 'lo que va después de la @ termina en una extensión como .mx o .com'],
    ['ana@192.168.0.1', 'lo que va después de la @ termina en una extensión como .mx o .com'],
    [
      'ana_x@mi_empresa.mx',
      'lo que va después de la @ solo lleva letras, números, guiones y puntos',
    ],
    [
      'ana@ejemplo.mx.',
      'lo que va después de la @ no lleva puntos al inicio, al final ni dos seguidos',
    ],
    [
      'ana@-ejemplo.mx',
      'lo que va después de la @ no lleva guiones al inicio ni al final de cada parte',
    ],
    [
      'ana@ejemplo.mx\u202e',
      'lo que va después de la @ solo lleva letras, números, guiones y puntos',
    ],
    ['ana@ejemplo.mx/x', 'lo que va después de la @ solo lleva letras, números, guiones y puntos'],
    [
      `ana@${'a'.repeat(64)}.mx`,
      'lo que va después de la @ lleva hasta 63 caracteres entre punto y punto',
    ],
    [`${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(4)}mx`, 'hasta 254 caracteres'],
  ])('refuses %j: %s', (input, reason) => {
    expect(checkEmail(input)).toEqual({ reason });
  });

  it.each(['', '   ', 'ana', 'ana@', '@ejemplo.mx', null, 42])(
    'refuses %j as no e-mail at all',
    (input) => {
      expect(checkEmail(input)).toEqual({ reason: null });
    },
  );
});

describe('the wordings of the e-mail rule', () => {
  it('words a field rule after the field’s name', () => {
    expect(readEmail('Ana@Ejemplo.mx')).toEqual({ value: 'ana@ejemplo.mx' });
    expect(readEmail('josé@ejemplo.mx')).toEqual({
      problem: 'debe ser un correo válido: sin acentos ni espacios antes de la @',
    });
    expect(readEmail('ana')).toEqual({ problem: 'debe ser un correo válido' });
  });

  it('words a hint for whoever types it, with an example when it is no e-mail at all', () => {
    expect(readEmailWithHint('josé@ejemplo.mx', 'nombre@empresa.mx')).toEqual({
      problem: 'Escribe un correo válido: sin acentos ni espacios antes de la @.',
    });
    expect(readEmailWithHint('ana', 'nombre@empresa.mx')).toEqual({
      problem: 'Escribe un correo válido, por ejemplo nombre@empresa.mx.',
    });
  });
});

describe('readHostName', () => {
  it('keeps host names in lower case and punycode', () => {
    expect(readHostName('CAFE.MX')).toEqual({ value: 'cafe.mx' });
    expect(readHostName('Diseño.mx')).toEqual({ value: 'xn--diseo-rta.mx' });
    expect(readHostName('tienda.cafe-altura.com.mx')).toEqual({
      value: 'tienda.cafe-altura.com.mx',
    });
  });

  it.each(['not a domain <x>', 'https://cafe.mx', 'cafe.mx:8080', 'cafe', 'caf\te.mx', '', 'a.1'])(
    'refuses %j',
    (input) => {
      expect(readHostName(input)).toHaveProperty('reason');
    },
  );
});
