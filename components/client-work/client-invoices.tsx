'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import { isInvoiceAnswer } from '@/lib/staff-area/client-work-answers';
import { sendClientWork } from '@/lib/staff-area/client-work-api';
import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-constants';
import type { ClientDetail } from '@/lib/staff-area/client-work-contract';
import { NEW_INVOICE_FIELDS } from './invoice-fields';
import { InvoiceRow } from './invoice-row';
import { WorkForm } from './work-form';
import { WorkSection, closeAndRefresh } from './work-section';

type ClientInvoicesProps = {
  detail: ClientDetail;
  session: StaffSession;
  onChanged: () => Promise<void>;
};

/** The client's invoices: add one; edit, mark paid or overdue, and copy its payment link. */
export function ClientInvoices({ detail, session, onChanged }: ClientInvoicesProps) {
  const clientId = detail.client.id;
  return (
    <WorkSection
      id="cliente-facturas"
      title="Facturas"
      addLabel={session.canChange ? 'Agregar factura' : undefined}
      renderAdd={(close) => (
        <WorkForm
          title="Agregar factura"
          fields={[
            {
              name: 'number',
              kind: 'text',
              hint: 'Es el concepto de pago de la transferencia, por ejemplo CV-1042.',
            },
            ...NEW_INVOICE_FIELDS,
          ]}
          initial={{ status: 'pendiente' }}
          submitLabel="Agregar factura"
          send={(values) =>
            sendClientWork(CLIENT_WORK_ROUTES.addInvoice, { clientId }, values, isInvoiceAnswer)
          }
          onSaved={closeAndRefresh(close, onChanged)}
          onCancel={close}
          onExpired={session.onExpired}
        />
      )}
      empty="No tiene facturas."
      count={detail.invoices.length}
    >
      {detail.invoices.map((invoice) => (
        <InvoiceRow key={invoice.id} invoice={invoice} session={session} onChanged={onChanged} />
      ))}
    </WorkSection>
  );
}
