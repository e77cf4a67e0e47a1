'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import { formatSpanishDate } from '@/lib/site/format';
import { isServiceAnswer } from '@/lib/staff-area/client-work-answers';
import { sendClientWork } from '@/lib/staff-area/client-work-api';
import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-constants';
import type { ClientDetail, StaffService } from '@/lib/staff-area/client-work-contract';
import type { WorkFieldSpec, WorkValues } from '@/lib/staff-area/client-work-forms';
import { EditEndActions } from './edit-end-actions';
import { WorkForm } from './work-form';
import { WorkItem, WorkSection, closeAndRefresh } from './work-section';

const FIELDS = [
  { name: 'domain', kind: 'text', hint: 'Como lo ve el cliente, por ejemplo cafealtura.mx.' },
  { name: 'hostingPlan', kind: 'text' },
  { name: 'renewalDate', kind: 'date' },
  { name: 'mailboxes', kind: 'whole' },
] as const satisfies readonly WorkFieldSpec[];

const valuesOf = (service: StaffService): WorkValues => ({
  domain: service.domain,
  hostingPlan: service.hostingPlan,
  renewalDate: service.renewalDate,
  mailboxes: String(service.mailboxes),
});

type SectionProps = { detail: ClientDetail; session: StaffSession; onChanged: () => Promise<void> };

/** The client's hosting, domain and mail services: add, edit and end them. */
export function ClientServices({ detail, session, onChanged }: SectionProps) {
  const clientId = detail.client.id;
  return (
    <WorkSection
      id="cliente-servicios"
      title="Servicios"
      addLabel={session.canChange ? 'Agregar servicio' : undefined}
      renderAdd={(close) => (
        <WorkForm
          title="Agregar servicio"
          fields={FIELDS}
          initial={{ mailboxes: '0' }}
          submitLabel="Agregar servicio"
          send={(values) =>
            sendClientWork(CLIENT_WORK_ROUTES.addService, { clientId }, values, isServiceAnswer)
          }
          onSaved={closeAndRefresh(close, onChanged)}
          onCancel={close}
          onExpired={session.onExpired}
        />
      )}
      empty="No tiene servicios."
      count={detail.services.length}
    >
      {detail.services.map((service) => (
        <WorkItem
          key={service.id}
          title={service.domain}
          endedOn={service.endedOn}
          facts={[
            ['Plan', service.hostingPlan],
            ['Renueva', formatSpanishDate(service.renewalDate)],
            ['Cuentas de correo', service.mailboxes],
          ]}
        >
          {session.canChange && !service.endedOn && (
            <EditEndActions
              name={`el servicio ${service.domain}`}
              endLabel="Terminar servicio"
              endHint="El servicio sale del panel del cliente."
              fields={FIELDS}
              values={valuesOf(service)}
              routes={{ edit: CLIENT_WORK_ROUTES.editService, end: CLIENT_WORK_ROUTES.endService }}
              ids={{ serviceId: service.id }}
              version={service.version}
              check={isServiceAnswer}
              session={session}
              onChanged={onChanged}
            />
          )}
        </WorkItem>
      ))}
    </WorkSection>
  );
}
