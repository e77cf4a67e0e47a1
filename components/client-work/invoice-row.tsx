'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import { CopyButton } from '@/components/transfer/copy-button';
import { formatPesosFromCents, formatSpanishDate } from '@/lib/site/format';
import { siteConfig } from '@/lib/site/site-config';
import { toMexicoCityDate } from '@/lib/site/mexico-city-date';
import { isInvoiceAnswer } from '@/lib/staff-area/client-work-answers';
import { sendClientWork } from '@/lib/staff-area/client-work-api';
import { CLIENT_WORK_ROUTES, type ClientWorkRoute } from '@/lib/staff-area/client-work-constants';
import type { StaffInvoice } from '@/lib/staff-area/client-work-contract';
import { formatAmountInput, type WorkFieldSpec } from '@/lib/staff-area/client-work-forms';
import { canBeOverdue } from '@/lib/staff-area/invoice-rules';
import { INVOICE_STATUS_NAMES, listInvoiceEditFields } from './invoice-fields';
import { formAction, RowActions, type RowAction } from './row-actions';
import styles from './work-section.module.scss';

const PAID_FIELDS = [
  { name: 'paidOn', kind: 'date' },
  { name: 'reference', kind: 'text', hint: 'La que da el banco en el comprobante.' },
] as const satisfies readonly WorkFieldSpec[];

type InvoiceRowProps = {
  invoice: StaffInvoice;
  session: StaffSession;
  onChanged: () => Promise<void>;
};

/** One invoice: amount, status, dates, payment link and CFDI; for a manager, its changes. */
export function InvoiceRow({ invoice, session, onChanged }: InvoiceRowProps) {
  const invoiceId = invoice.id;
  const send = (route: ClientWorkRoute) => (body: object) =>
    sendClientWork(route, { invoiceId }, { ...body, version: invoice.version }, isInvoiceAnswer);
  const form = (
    key: string,
    label: string,
    name: string,
    fields: readonly WorkFieldSpec[],
    initial: Record<string, string>,
    submitLabel: string,
    route: ClientWorkRoute,
  ): RowAction =>
    formAction({
      key,
      label,
      name,
      fields,
      initial,
      submitLabel,
      send: send(route),
      session,
      onChanged,
      versioned: true,
    });

  const actions: RowAction[] = [];
  const editFields = listInvoiceEditFields({
    status: invoice.status,
    hasCfdi: invoice.cfdi !== null,
  });
  if (editFields.length > 0) {
    actions.push(
      form(
        'edit',
        'Editar',
        `Editar la factura ${invoice.number}`,
        editFields,
        {
          concept: invoice.concept,
          amount: formatAmountInput(invoice.amountCents),
          status: invoice.status,
          dueDate: invoice.dueDate,
        },
        'Guardar cambios',
        CLIENT_WORK_ROUTES.editInvoice,
      ),
    );
  }
  if (invoice.status !== 'pagada') {
    actions.push(
      form(
        'paid',
        'Marcar pagada',
        `Marcar pagada la factura ${invoice.number}`,
        PAID_FIELDS,
        { paidOn: toMexicoCityDate(), reference: '' },
        'Marcar como pagada',
        CLIENT_WORK_ROUTES.markPaid,
      ),
    );
  }
  if (invoice.status === 'pendiente' && canBeOverdue(invoice.dueDate, toMexicoCityDate())) {
    actions.push(
      form(
        'overdue',
        'Marcar vencida',
        `Marcar vencida la factura ${invoice.number}`,
        [],
        {},
        'Sí, marcar como vencida',
        CLIENT_WORK_ROUTES.markOverdue,
      ),
    );
  }

  return (
    <li className={styles.row}>
      <div className={styles.rowTop}>
        <h3 className={styles.title}>
          {invoice.number} · {formatPesosFromCents(invoice.amountCents)} MXN
        </h3>
        <span className={styles[invoice.status]}>{INVOICE_STATUS_NAMES[invoice.status]}</span>
      </div>
      <p className={styles.note}>{invoice.concept}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Vence</dt>
          <dd>{formatSpanishDate(invoice.dueDate)}</dd>
        </div>
        {invoice.paidOn && (
          <div>
            <dt>Pagada el</dt>
            <dd>{formatSpanishDate(invoice.paidOn)}</dd>
          </div>
        )}
        {invoice.paymentReference && (
          <div>
            <dt>Referencia</dt>
            <dd>{invoice.paymentReference}</dd>
          </div>
        )}
        <div>
          <dt>CFDI</dt>
          <dd>
            {invoice.cfdi
              ? invoice.cfdi.status === 'emitida'
                ? `Emitido · ${invoice.cfdi.uuid ?? ''}`
                : 'Solicitado, por emitir'
              : 'Sin solicitar'}
          </dd>
        </div>
      </dl>
      {invoice.status !== 'pagada' && (
        <div className={styles.actions}>
          <code className={styles.path}>{invoice.paymentPath}</code>
          <CopyButton
            text={new URL(invoice.paymentPath, siteConfig.url).href}
            label={`enlace de pago de ${invoice.number}`}
          />
        </div>
      )}
      {session.canChange && <RowActions actions={actions} />}
    </li>
  );
}
