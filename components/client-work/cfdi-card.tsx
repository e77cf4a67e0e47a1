'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import { CopyButton } from '@/components/transfer/copy-button';
import { CFDI_USES, describeCatalogEntry, TAX_REGIMES } from '@/lib/client-area/sat-catalogs';
import { formatPesosFromCents } from '@/lib/site/format';
import { isCfdiAnswer } from '@/lib/staff-area/client-work-answers';
import { sendClientWork } from '@/lib/staff-area/client-work-api';
import { CLIENT_WORK_ROUTES, type ClientWorkRoute } from '@/lib/staff-area/client-work-constants';
import type { StaffCfdi } from '@/lib/staff-area/client-work-contract';
import type { WorkFieldSpec, WorkValues } from '@/lib/staff-area/client-work-forms';
import { formatMoment } from '@/lib/staff-area/dashboard-format';
import { ClientLink } from './client-link';
import { formAction, RowActions } from './row-actions';
import styles from './cfdi-card.module.scss';
import section from './work-section.module.scss';

const FISCAL_FIELDS = [
  ['rfc', 'RFC'],
  ['legalName', 'Razón social'],
  ['taxRegime', 'Régimen fiscal'],
  ['cfdiUse', 'Uso del CFDI'],
  ['postalCode', 'Código postal'],
  ['email', 'Correo para la factura'],
] as const;

/** The SAT catalogue a fiscal field's code comes from, whose name is shown beside the code. */
const CATALOGUES: Partial<Record<string, readonly { code: string; description: string }[]>> = {
  taxRegime: TAX_REGIMES,
  cfdiUse: CFDI_USES,
};

/** A fiscal field as staff read it: a regime or use with its name ("601 · General de Ley…"). */
function describeFiscalValue(key: string, value: string): string {
  const entry = CATALOGUES[key]?.find((candidate) => candidate.code === value);
  return entry ? describeCatalogEntry(entry) : value;
}

const LINK_HINT = 'La dirección https:// del PDF y el XML; el cliente la ve en su panel.';

const ISSUE_FIELDS = [
  {
    name: 'uuid',
    kind: 'text',
    hint: 'Los 36 caracteres que da el PAC al timbrar, con sus guiones.',
  },
  { name: 'downloadUrl', kind: 'url', optional: true, hint: LINK_HINT },
] as const satisfies readonly WorkFieldSpec[];

const LINK_FIELDS = [
  { name: 'downloadUrl', kind: 'url', hint: LINK_HINT },
] as const satisfies readonly WorkFieldSpec[];

type CfdiCardProps = {
  cfdi: StaffCfdi;
  session: StaffSession;
  onChanged: () => Promise<void>;
  /** In the queue: say whose it is, with a link to the client's page. */
  showClient?: boolean;
};

/** A CFDI request: the fiscal data it was asked with, to copy for the PAC, and its issue. */
export function CfdiCard({ cfdi, session, onChanged, showClient = false }: CfdiCardProps) {
  const invoiceId = cfdi.invoiceId;
  const title = `Factura ${cfdi.invoiceNumber}`;
  const send = (route: ClientWorkRoute) => (values: WorkValues) =>
    sendClientWork(route, { invoiceId }, values, isCfdiAnswer);
  return (
    <li className={section.row}>
      <div className={section.rowTop}>
        <h3 className={section.title}>
          {title} · {formatPesosFromCents(cfdi.amountCents)} MXN
        </h3>
        <span className={cfdi.status === 'emitida' ? styles.issued : styles.waiting}>
          {cfdi.status === 'emitida' ? 'Emitido' : 'Por emitir'}
        </span>
      </div>
      <p className={section.note}>
        {showClient && (
          <>
            <ClientLink clientId={cfdi.clientId} className={styles.client}>
              {cfdi.clientName}
            </ClientLink>{' '}
            ({cfdi.clientEmail}) ·{' '}
          </>
        )}
        Solicitado el {formatMoment(cfdi.requestedAt)}
        {cfdi.issuedAt && ` · emitido el ${formatMoment(cfdi.issuedAt)}`}
      </p>
      <dl className={styles.fiscal} aria-label={`Datos fiscales de la ${title.toLowerCase()}`}>
        {FISCAL_FIELDS.map(([key, label]) => (
          <div key={key} className={styles.fiscalRow}>
            <dt>{label}</dt>
            <dd>
              <span className={styles.value}>{describeFiscalValue(key, cfdi.fiscalData[key])}</span>
              <CopyButton
                text={cfdi.fiscalData[key]}
                label={`${label} de la ${title.toLowerCase()}`}
              />
            </dd>
          </div>
        ))}
      </dl>
      {cfdi.status === 'emitida' && (
        <p className={styles.result}>
          Folio fiscal: <span className={styles.uuid}>{cfdi.uuid}</span>
          {cfdi.downloadUrl ? (
            <>
              {' · '}
              <a className={styles.link} href={cfdi.downloadUrl} target="_blank" rel="noopener">
                Enlace de descarga
              </a>
            </>
          ) : (
            ' · sin enlace de descarga todavía'
          )}
        </p>
      )}
      {session.canChange && (
        <RowActions
          actions={[
            cfdi.status === 'solicitada'
              ? formAction({
                  key: 'issue',
                  label: 'Registrar CFDI emitido',
                  name: `Registrar el CFDI emitido de la ${title.toLowerCase()}`,
                  fields: ISSUE_FIELDS,
                  initial: {},
                  submitLabel: 'Registrar CFDI',
                  description: 'El cliente verá «Factura emitida» con el folio fiscal y el enlace.',
                  send: send(CLIENT_WORK_ROUTES.issueCfdi),
                  session,
                  onChanged,
                })
              : formAction({
                  key: 'link',
                  label: cfdi.downloadUrl ? 'Cambiar enlace' : 'Agregar enlace',
                  name: `Cambiar el enlace de descarga de la ${title.toLowerCase()}`,
                  fields: LINK_FIELDS,
                  initial: { downloadUrl: cfdi.downloadUrl ?? '' },
                  submitLabel: 'Guardar enlace',
                  send: send(CLIENT_WORK_ROUTES.cfdiLink),
                  session,
                  onChanged,
                }),
          ]}
        />
      )}
    </li>
  );
}
