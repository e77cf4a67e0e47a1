'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  describeRetryDelay,
  requestInvoiceCfdi,
  type CfdiRequestResult,
} from '@/lib/client-area/client-api';
import type { InvoiceCfdi, SavedFiscalData } from '@/lib/client-area/client-api-contract';
import {
  FISCAL_DATA_FIELDS,
  validateFiscalData,
  type FiscalData,
  type FiscalDataErrors,
} from '@/lib/client-area/fiscal-data';
import { getPersonType, normalizeRfc } from '@/lib/client-area/rfc';
import { describeCatalogEntry, getCfdiUses, getTaxRegimes } from '@/lib/client-area/sat-catalogs';
import { CfdiField } from './cfdi-field';
import styles from './cfdi-request-form.module.scss';

const EMPTY: FiscalData = {
  rfc: '',
  legalName: '',
  taxRegime: '',
  cfdiUse: '',
  postalCode: '',
  email: '',
};

export type CfdiRequestFormProps = {
  token: string;
  invoiceNumber: string;
  /** The fiscal data saved last time, to start from. */
  saved: SavedFiscalData | null;
  onRequested: (cfdi: InvoiceCfdi, saved: FiscalData | null) => void;
  onCancel: () => void;
};

/**
 * The form to request the CFDI of a paid invoice: the client's fiscal data, with the régimenes of
 * their person type (told by the RFC's length) and the uses their régimen allows.
 */
export default function CfdiRequestForm({
  token,
  invoiceNumber,
  saved,
  onRequested,
  onCancel,
}: CfdiRequestFormProps) {
  const id = useId();
  const [values, setValues] = useState<FiscalData>(saved ?? EMPTY);
  const [errors, setErrors] = useState<FiscalDataErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  const personType = getPersonType(normalizeRfc(values.rfc));
  const regimes = getTaxRegimes(personType);
  const taxRegime = regimes.some((regime) => regime.code === values.taxRegime)
    ? values.taxRegime
    : '';
  const uses = taxRegime ? getCfdiUses(taxRegime, personType) : [];
  const cfdiUse = uses.some((use) => use.code === values.cfdiUse) ? values.cfdiUse : '';
  const current = { ...values, taxRegime, cfdiUse };
  const change = (field: keyof FiscalData) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const saveFiscalData = new FormData(form).get('guardar') === 'si';
    const check = validateFiscalData(current);
    setFailure('');
    if (!check.success) return showErrors(form, check.errors);
    setErrors({});
    setSending(true);
    const result = await requestInvoiceCfdi(token, invoiceNumber, {
      fiscalData: check.data,
      saveFiscalData,
    });
    setSending(false);
    if (result.kind === 'ok') onRequested(result.cfdi, saveFiscalData ? check.data : null);
    else if (result.kind === 'invalid') showErrors(form, result.errors);
    else setFailure(describeFailure(result));
  }

  /** Marks each wrong field and takes the focus to the first one. */
  function showErrors(form: HTMLFormElement, found: FiscalDataErrors) {
    setErrors(found);
    const first = FISCAL_DATA_FIELDS.find((field) => found[field]);
    const control = first && form.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }

  return (
    <form method="post" className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>
        Escribe tus datos como aparecen en tu Constancia de Situación Fiscal.
      </p>
      <CfdiField
        id={`${id}-rfc`}
        label="RFC"
        hint="12 caracteres si es de una empresa (persona moral), 13 si eres persona física."
        error={errors.rfc}
      >
        <input
          name="rfc"
          className={`${styles.input} ${styles.upper}`}
          value={values.rfc}
          onChange={change('rfc')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
      </CfdiField>
      <CfdiField
        id={`${id}-razon`}
        label="Nombre o razón social"
        hint="Sin el régimen societario: «Café Altura», no «Café Altura, S.A. de C.V.»."
        error={errors.legalName}
      >
        <input
          name="legalName"
          className={styles.input}
          value={values.legalName}
          onChange={change('legalName')}
          autoComplete="organization"
          maxLength={254}
        />
      </CfdiField>
      <CfdiField id={`${id}-regimen`} label="Régimen fiscal" error={errors.taxRegime}>
        <select
          name="taxRegime"
          className={styles.input}
          value={taxRegime}
          onChange={change('taxRegime')}
        >
          <option value="">Elige tu régimen fiscal</option>
          {regimes.map((regime) => (
            <option key={regime.code} value={regime.code}>
              {describeCatalogEntry(regime)}
            </option>
          ))}
        </select>
      </CfdiField>
      <CfdiField
        id={`${id}-uso`}
        label="Uso del CFDI"
        hint="Solo aparecen los usos que el SAT permite con tu régimen."
        error={errors.cfdiUse}
      >
        <select
          name="cfdiUse"
          className={styles.input}
          value={cfdiUse}
          onChange={change('cfdiUse')}
        >
          <option value="">
            {taxRegime ? 'Elige el uso del CFDI' : 'Primero elige tu régimen'}
          </option>
          {uses.map((use) => (
            <option key={use.code} value={use.code}>
              {describeCatalogEntry(use)}
            </option>
          ))}
        </select>
      </CfdiField>
      <CfdiField
        id={`${id}-cp`}
        label="Código postal"
        hint="El de tu domicilio fiscal."
        error={errors.postalCode}
      >
        <input
          name="postalCode"
          className={`${styles.input} ${styles.short}`}
          value={values.postalCode}
          onChange={change('postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
      </CfdiField>
      <CfdiField
        id={`${id}-correo`}
        label="Correo para recibir la factura"
        hint="Ahí te enviaremos el PDF y el XML."
        error={errors.email}
      >
        <input
          name="email"
          type="email"
          className={styles.input}
          value={values.email}
          onChange={change('email')}
          autoComplete="email"
          maxLength={254}
        />
      </CfdiField>
      <label className={styles.check}>
        <input type="checkbox" name="guardar" value="si" defaultChecked />
        Guardar estos datos para mis próximas facturas
      </label>
      <p className={styles.error} role="alert">
        {failure}
      </p>
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? 'Enviando…' : 'Solicitar factura'}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function describeFailure(result: Exclude<CfdiRequestResult, { kind: 'ok' | 'invalid' }>): string {
  if (result.kind === 'refused') return result.reason;
  if (result.kind === 'rate-limited')
    return `Demasiados intentos. Vuelve a intentarlo ${describeRetryDelay(result.retryAfterSeconds)}.`;
  if (result.kind === 'unauthorized')
    return 'Tu sesión expiró. Vuelve a iniciar sesión para solicitar tu factura.';
  return 'No pudimos enviar tu solicitud. Revisa tu conexión a internet e intenta de nuevo.';
}
