'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import { formatSpanishDate } from '@/lib/site/format';
import { isServiceAnswer } from '@/lib/staff-area/client-work-answers';
import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-constants';
import type { ClientDetail } from '@/lib/staff-area/client-work-contract';
import type { WorkFieldSpec } from '@/lib/staff-area/client-work-forms';
import { RunningWorkSection } from './running-work-section';

const FIELDS = [
  { name: 'domain', kind: 'text', hint: 'Como lo ve el cliente, por ejemplo cafealtura.mx.' },
  { name: 'hostingPlan', kind: 'text' },
  { name: 'renewalDate', kind: 'date' },
  { name: 'mailboxes', kind: 'whole' },
] as const satisfies readonly WorkFieldSpec[];

type SectionProps = { detail: ClientDetail; session: StaffSession; onChanged: () => Promise<void> };

/** The client's hosting, domain and mail services: add, edit and end them. */
export function ClientServices({ detail, session, onChanged }: SectionProps) {
  return (
    <RunningWorkSection
      clientId={detail.client.id}
      session={session}
      onChanged={onChanged}
      id="cliente-servicios"
      title="Servicios"
      addLabel="Agregar servicio"
      empty="No tiene servicios."
      end={{ label: 'Terminar servicio', hint: 'El servicio sale del panel del cliente.' }}
      fields={FIELDS}
      initial={{ mailboxes: '0' }}
      routes={{
        add: CLIENT_WORK_ROUTES.addService,
        edit: CLIENT_WORK_ROUTES.editService,
        end: CLIENT_WORK_ROUTES.endService,
      }}
      check={isServiceAnswer}
      rows={detail.services.map((service) => ({
        key: service.id,
        title: service.domain,
        name: `el servicio ${service.domain}`,
        endedOn: service.endedOn,
        facts: [
          ['Plan', service.hostingPlan],
          ['Renueva', formatSpanishDate(service.renewalDate)],
          ['Cuentas de correo', service.mailboxes],
        ],
        values: {
          domain: service.domain,
          hostingPlan: service.hostingPlan,
          renewalDate: service.renewalDate,
          mailboxes: String(service.mailboxes),
        },
        ids: { serviceId: service.id },
        version: service.version,
      }))}
    />
  );
}
