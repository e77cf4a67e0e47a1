import {
  describeWeakPassword,
  invoiceNumberSchema,
  isInvoiceNumber,
  loginRequestSchema,
  panelDataSchema,
} from '@/lib/client-area/client-api-contract';

const PANEL = {
  client: { name: 'Ana López', company: 'Panadería Sol', email: 'ana@ejemplo.mx' },
  services: [
    { domain: 'panaderiasol.mx', hostingPlan: 'Pyme', renewalDate: '2027-03-01', mailboxes: 5 },
  ],
  projects: [{ name: 'Sitio web', status: 'En diseño', progress: 20, deliveryDate: '2026-12-15' }],
  invoices: [
    {
      number: 'CV-1042',
      concept: 'Anticipo',
      amountCents: 450_000,
      status: 'vencida',
      dueDate: '2026-12-01',
      cfdi: null,
    },
    {
      number: 'CV-1041',
      concept: 'Diseño del sitio',
      amountCents: 900_000,
      status: 'pagada',
      dueDate: '2026-11-01',
      cfdi: {
        status: 'emitida',
        requestedOn: '2026-11-03',
        uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
        downloadUrl: null,
      },
    },
  ],
  fiscalData: null,
  preferences: { reminders: true },
};

describe('panelDataSchema', () => {
  it('accepts a complete panel answer', () => {
    expect(panelDataSchema.safeParse(PANEL).error).toBeUndefined();
  });

  it.each([
    ['an unknown invoice status', { status: 'cancelada' }],
    ['a due date that is not AAAA-MM-DD', { dueDate: '01/12/2026' }],
    ['an amount that is not whole cents', { amountCents: 4500.5 }],
    [
      'an unknown CFDI status',
      { cfdi: { status: 'cancelada', requestedOn: '2026-11-03', uuid: null, downloadUrl: null } },
    ],
  ])('refuses %s', (_case, change) => {
    const invoices = PANEL.invoices.map((invoice) => ({ ...invoice, ...change }));
    expect(panelDataSchema.safeParse({ ...PANEL, invoices }).success).toBe(false);
  });

  it('refuses a project progress over 100', () => {
    const projects = PANEL.projects.map((project) => ({ ...project, progress: 101 }));
    expect(panelDataSchema.safeParse({ ...PANEL, projects }).success).toBe(false);
  });
});

describe('loginRequestSchema', () => {
  it.each([
    ['a malformed e-mail', { email: 'ana-arroba-ejemplo', password: 'clave' }],
    ['an empty password', { email: 'ana@ejemplo.mx', password: '' }],
    ['a password over 200 characters', { email: 'ana@ejemplo.mx', password: 'x'.repeat(201) }],
  ])('refuses %s', (_case, body) => {
    expect(loginRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('loginRequestSchema’s e-mail', () => {
  it('reads it as creating the client stored it: lower case, the domain in punycode', () => {
    const body = { email: ' Contacto@Diseño.mx ', password: 'clave' };
    expect(loginRequestSchema.parse(body).email).toBe('contacto@xn--diseo-rta.mx');
  });

  it.each(['josé@ejemplo.mx', 'ana@ejemplo.c', 'ana_x@mi_empresa.mx'])('refuses %j', (email) => {
    expect(loginRequestSchema.safeParse({ email, password: 'clave' }).success).toBe(false);
  });
});

describe('describeWeakPassword', () => {
  it.each([
    ['corta1', /^Usa al menos 10 caracteres/],
    ['solamente-letras', /^Combina letras y números/],
    ['1234567890123', /^Combina letras y números/],
    ['x1'.repeat(101), /^Usa como máximo 200 caracteres/],
  ])('explains why %s is too weak', (password, reason) => {
    expect(describeWeakPassword(password)).toMatch(reason);
  });

  it('accepts ten characters or more mixing letters and digits, accents included', () => {
    expect(describeWeakPassword('tortas-de-nata-2027')).toBeNull();
    expect(describeWeakPassword('añoNuevo2027')).toBeNull();
  });
});

describe('invoiceNumberSchema and isInvoiceNumber', () => {
  it.each(['CV-1042', 'CV-2026-0142', '1042', 'cv-88-b', `CV-${'1'.repeat(27)}`])(
    'accept %s',
    (number) => {
      expect(invoiceNumberSchema.safeParse(number).success).toBe(true);
      expect(isInvoiceNumber(number)).toBe(true);
    },
  );

  it.each([
    ['an empty number', ''],
    ['spaces', 'CV 1042'],
    ['a slash', 'CV/1042'],
    ['a hyphen at an end', '-1042'],
    ['two hyphens in a row', 'CV--1042'],
    ['accents', 'FACTURA-AÑO-1'],
    ['markup', '<b>1042</b>'],
    ['more than 30 characters', `CV-${'1'.repeat(28)}`],
  ])('refuse %s', (_case, number) => {
    expect(invoiceNumberSchema.safeParse(number).success).toBe(false);
    expect(isInvoiceNumber(number)).toBe(false);
  });
});
