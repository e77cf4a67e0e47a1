// lib/client-area: the client-API contract, imported by the browser panel and by server/ (fiscal data for a CFDI).
import * as z from '../content/zod';
import { readEmailWithHint } from '../site/email';
import { buildEmailSchema } from '../site/email-schema';
import { describeInvisibleCharacter } from '../site/invisible-characters';
import { describeRfcProblem, getPersonType } from './rfc';
import { CFDI_USES, TAX_REGIMES, getCfdiUses } from './sat-catalogs';

/** The longest name the CFDI 4.0 accepts for the receiver. */
const MAX_LEGAL_NAME_LENGTH = 254;

/** Why a typed datum cannot go on a CFDI: it names a character nobody can see in it. */
function describeInvisibleProblem(input: unknown): string | null {
  const found = typeof input === 'string' ? describeInvisibleCharacter(input.trim()) : null;
  return (
    found &&
    `Este dato lleva un carácter invisible, ${found}, que a veces llega al copiar y pegar: escríbelo de nuevo a mano.`
  );
}

/** Refuses text holding a character nobody can see, before the field's own rule. */
const visibleText = z.superRefine((text: string, ctx) => {
  const problem = describeInvisibleProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text, abort: true });
});

const rfcSchema = z.string().check(
  z.trim(),
  visibleText,
  z.toUpperCase(),
  z.superRefine((rfc, ctx) => {
    const problem = describeRfcProblem(rfc);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: rfc });
  }),
);

/**
 * One schema per field: the browser checks each before sending and the API again on arrival, with
 * the same message for the client.
 */
const FIELD_SCHEMAS = {
  rfc: rfcSchema,
  legalName: z
    .string()
    .check(
      z.trim(),
      visibleText,
      z.minLength(
        1,
        'Escribe tu nombre o razón social como aparece en tu Constancia de Situación Fiscal.',
      ),
      z.maxLength(MAX_LEGAL_NAME_LENGTH, `Usa como máximo ${MAX_LEGAL_NAME_LENGTH} caracteres.`),
    ),
  taxRegime: z
    .string()
    .check(
      z.refine(
        (code) => TAX_REGIMES.some((regime) => regime.code === code),
        'Elige tu régimen fiscal.',
      ),
    ),
  cfdiUse: z
    .string()
    .check(
      z.refine((code) => CFDI_USES.some((use) => use.code === code), 'Elige el uso del CFDI.'),
    ),
  postalCode: z
    .string()
    .check(
      z.trim(),
      visibleText,
      z.regex(/^\d{5}$/, 'Escribe los 5 dígitos del código postal de tu domicilio fiscal.'),
    ),
  email: buildEmailSchema((input) => {
    const invisible = describeInvisibleProblem(input);
    return invisible ? { problem: invisible } : readEmailWithHint(input, 'facturas@empresa.mx');
  }),
};

export type FiscalDataField = keyof typeof FIELD_SCHEMAS;

export const FISCAL_DATA_FIELDS = Object.keys(FIELD_SCHEMAS) as FiscalDataField[];

/** The client's fiscal data, as stored and as the panel receives them. */
export const fiscalDataSchema = z.object(FIELD_SCHEMAS);

export type FiscalData = z.infer<typeof fiscalDataSchema>;

export type FiscalDataErrors = Partial<Record<FiscalDataField, string>>;

export type FiscalDataCheck =
  { success: true; data: FiscalData } | { success: false; errors: FiscalDataErrors };

/** Whether the régimen and the use agree with the RFC's person type and with each other. */
function describeCatalogProblems(data: Partial<FiscalData>): FiscalDataErrors {
  const personType = data.rfc === undefined ? null : getPersonType(data.rfc);
  const regime = TAX_REGIMES.find((entry) => entry.code === data.taxRegime);
  if (!personType || !regime) return {};
  if (!(regime.personTypes as readonly string[]).includes(personType))
    return {
      taxRegime:
        personType === 'fisica'
          ? `El régimen ${regime.code} es solo para personas morales y tu RFC es de persona física.`
          : `El régimen ${regime.code} es solo para personas físicas y el RFC es de una persona moral.`,
    };
  if (
    data.cfdiUse !== undefined &&
    !getCfdiUses(regime.code, personType).some((use) => use.code === data.cfdiUse)
  )
    return {
      cfdiUse: `El uso ${data.cfdiUse} no corresponde al régimen ${regime.code}: elige uno de la lista.`,
    };
  return {};
}

/**
 * Checks fiscal data field by field, then the régimen and use against the RFC, and returns the
 * normalized data (RFC in capitals, e-mail in lower case, spaces trimmed) or one Spanish message
 * per field that is wrong.
 */
export function validateFiscalData(input: unknown): FiscalDataCheck {
  const fields: Record<string, unknown> =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const errors: FiscalDataErrors = {};
  const data: Partial<Record<FiscalDataField, string>> = {};
  for (const field of FISCAL_DATA_FIELDS) {
    const parsed = FIELD_SCHEMAS[field].safeParse(fields[field] ?? '');
    if (parsed.success) data[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? 'Revisa este dato.';
  }
  const crossErrors = describeCatalogProblems(data);
  const found = { ...crossErrors, ...errors };
  if (Object.keys(found).length > 0) return { success: false, errors: found };
  return { success: true, data: data as FiscalData };
}
