// lib/client-area: the client-API contract, imported by the browser panel and by server/ (SAT catalogues).
import type { PersonType } from './rfc';

const BOTH: readonly PersonType[] = ['fisica', 'moral'];
const FISICA: readonly PersonType[] = ['fisica'];
const MORAL: readonly PersonType[] = ['moral'];

/** c_RegimenFiscal of CFDI 4.0: each régimen with its official description and who may have it. */
export const TAX_REGIMES = [
  { code: '601', description: 'General de Ley Personas Morales', personTypes: MORAL },
  { code: '603', description: 'Personas Morales con Fines no Lucrativos', personTypes: MORAL },
  {
    code: '605',
    description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
    personTypes: FISICA,
  },
  { code: '606', description: 'Arrendamiento', personTypes: FISICA },
  {
    code: '607',
    description: 'Régimen de Enajenación o Adquisición de Bienes',
    personTypes: FISICA,
  },
  { code: '608', description: 'Demás ingresos', personTypes: FISICA },
  {
    code: '610',
    description: 'Residentes en el Extranjero sin Establecimiento Permanente en México',
    personTypes: BOTH,
  },
  {
    code: '611',
    description: 'Ingresos por Dividendos (socios y accionistas)',
    personTypes: FISICA,
  },
  {
    code: '612',
    description: 'Personas Físicas con Actividades Empresariales y Profesionales',
    personTypes: FISICA,
  },
  { code: '614', description: 'Ingresos por intereses', personTypes: FISICA },
  {
    code: '615',
    description: 'Régimen de los ingresos por obtención de premios',
    personTypes: FISICA,
  },
  { code: '616', description: 'Sin obligaciones fiscales', personTypes: FISICA },
  {
    code: '620',
    description: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    personTypes: MORAL,
  },
  { code: '621', description: 'Incorporación Fiscal', personTypes: FISICA },
  {
    code: '622',
    description: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    personTypes: MORAL,
  },
  { code: '623', description: 'Opcional para Grupos de Sociedades', personTypes: MORAL },
  { code: '624', description: 'Coordinados', personTypes: MORAL },
  {
    code: '625',
    description:
      'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    personTypes: FISICA,
  },
  { code: '626', description: 'Régimen Simplificado de Confianza', personTypes: BOTH },
] as const satisfies readonly {
  code: string;
  description: string;
  personTypes: readonly PersonType[];
}[];

export type TaxRegimeCode = (typeof TAX_REGIMES)[number]['code'];

// The régimenes each group of uses admits, as the SAT's c_UsoCFDI lists them.
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const DEDUCTIONS = ['605', '606', '607', '608', '611', '612', '614', '615', '625'];
const EVERY_REGIME = TAX_REGIMES.map((regime) => regime.code);

/** c_UsoCFDI of CFDI 4.0: each use with its official description, who may choose it and under which régimenes. */
export const CFDI_USES = [
  { code: 'G01', description: 'Adquisición de mercancías', personTypes: BOTH, regimes: BUSINESS },
  {
    code: 'G02',
    description: 'Devoluciones, descuentos o bonificaciones',
    personTypes: BOTH,
    regimes: BUSINESS.concat(['616']),
  },
  { code: 'G03', description: 'Gastos en general', personTypes: BOTH, regimes: BUSINESS },
  { code: 'I01', description: 'Construcciones', personTypes: BOTH, regimes: BUSINESS },
  {
    code: 'I02',
    description: 'Mobiliario y equipo de oficina por inversiones',
    personTypes: BOTH,
    regimes: BUSINESS,
  },
  { code: 'I03', description: 'Equipo de transporte', personTypes: BOTH, regimes: BUSINESS },
  {
    code: 'I04',
    description: 'Equipo de computo y accesorios',
    personTypes: BOTH,
    regimes: BUSINESS,
  },
  {
    code: 'I05',
    description: 'Dados, troqueles, moldes, matrices y herramental',
    personTypes: BOTH,
    regimes: BUSINESS,
  },
  { code: 'I06', description: 'Comunicaciones telefónicas', personTypes: BOTH, regimes: BUSINESS },
  { code: 'I07', description: 'Comunicaciones satelitales', personTypes: BOTH, regimes: BUSINESS },
  { code: 'I08', description: 'Otra maquinaria y equipo', personTypes: BOTH, regimes: BUSINESS },
  {
    code: 'D01',
    description: 'Honorarios médicos, dentales y gastos hospitalarios',
    personTypes: FISICA,
    regimes: DEDUCTIONS,
  },
  {
    code: 'D02',
    description: 'Gastos médicos por incapacidad o discapacidad',
    personTypes: FISICA,
    regimes: DEDUCTIONS,
  },
  { code: 'D03', description: 'Gastos funerales', personTypes: FISICA, regimes: DEDUCTIONS },
  { code: 'D04', description: 'Donativos', personTypes: FISICA, regimes: DEDUCTIONS },
  {
    code: 'D05',
    description:
      'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    personTypes: FISICA,
    regimes: DEDUCTIONS,
  },
  {
    code: 'D06',
    description: 'Aportaciones voluntarias al SAR',
    personTypes: FISICA,
    regimes: DEDUCTIONS,
  },
  {
    code: 'D07',
    description: 'Primas por seguros de gastos médicos',
    personTypes: FISICA,
    regimes: DEDUCTIONS,
  },
  {
    code: 'D08',
    description: 'Gastos de transportación escolar obligatoria',
    personTypes: FISICA,
    regimes: DEDUCTIONS,
  },
  {
    code: 'D09',
    description:
      'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    personTypes: FISICA,
    regimes: DEDUCTIONS,
  },
  {
    code: 'D10',
    description: 'Pagos por servicios educativos (colegiaturas)',
    personTypes: FISICA,
    regimes: DEDUCTIONS,
  },
  {
    code: 'S01',
    description: 'Sin efectos fiscales',
    personTypes: BOTH,
    regimes: EVERY_REGIME,
  },
  { code: 'CP01', description: 'Pagos', personTypes: BOTH, regimes: EVERY_REGIME },
  { code: 'CN01', description: 'Nómina', personTypes: FISICA, regimes: ['605'] },
] as const satisfies readonly {
  code: string;
  description: string;
  personTypes: readonly PersonType[];
  regimes: readonly string[];
}[];

export type CfdiUseCode = (typeof CFDI_USES)[number]['code'];

/**
 * Uses that belong to other kinds of CFDI (the payment complement and the payroll receipt), never
 * to the invoice of a service the client asks for.
 */
const OTHER_VOUCHER_USES: readonly string[] = ['CP01', 'CN01'];

/** The régimenes a person type may have, in catalogue order. */
export function getTaxRegimes(personType: PersonType | null) {
  return TAX_REGIMES.filter(
    (regime) => personType === null || regime.personTypes.includes(personType),
  );
}

/**
 * The uses of CFDI a client may choose for an invoice under a régimen, as the person type given
 * (either, while the RFC does not tell yet).
 */
export function getCfdiUses(regime: string, personType: PersonType | null) {
  return CFDI_USES.filter(
    (use) =>
      !OTHER_VOUCHER_USES.includes(use.code) &&
      (personType === null || use.personTypes.includes(personType)) &&
      (use.regimes as readonly string[]).includes(regime),
  );
}

/** "601 · General de Ley Personas Morales": how a catalogue entry reads in a list. */
export function describeCatalogEntry(entry: { code: string; description: string }): string {
  return `${entry.code} · ${entry.description}`;
}
