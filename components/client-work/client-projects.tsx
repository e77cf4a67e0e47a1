'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import { formatSpanishDate } from '@/lib/site/format';
import { isProjectAnswer } from '@/lib/staff-area/client-work-answers';
import { sendClientWork } from '@/lib/staff-area/client-work-api';
import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-constants';
import type { ClientDetail, StaffProject } from '@/lib/staff-area/client-work-contract';
import type { WorkFieldSpec, WorkValues } from '@/lib/staff-area/client-work-forms';
import { EditEndActions } from './edit-end-actions';
import { WorkForm } from './work-form';
import { WorkItem, WorkSection, closeAndRefresh } from './work-section';
import styles from './work-section.module.scss';

const FIELDS = [
  { name: 'name', kind: 'text', label: 'Nombre del proyecto' },
  { name: 'status', kind: 'text', hint: 'Lo que lee el cliente, por ejemplo «En desarrollo».' },
  { name: 'progress', kind: 'whole', label: 'Avance (%)', hint: 'Un entero de 0 a 100.' },
  { name: 'deliveryDate', kind: 'date' },
] as const satisfies readonly WorkFieldSpec[];

const valuesOf = (project: StaffProject): WorkValues => ({
  name: project.name,
  status: project.status,
  progress: String(project.progress),
  deliveryDate: project.deliveryDate,
});

type SectionProps = { detail: ClientDetail; session: StaffSession; onChanged: () => Promise<void> };

/** The client's projects, with status, progress and delivery date: add, edit and end them. */
export function ClientProjects({ detail, session, onChanged }: SectionProps) {
  const clientId = detail.client.id;
  return (
    <WorkSection
      id="cliente-proyectos"
      title="Proyectos"
      addLabel={session.canChange ? 'Agregar proyecto' : undefined}
      renderAdd={(close) => (
        <WorkForm
          title="Agregar proyecto"
          fields={FIELDS}
          initial={{ status: 'En desarrollo', progress: '0' }}
          submitLabel="Agregar proyecto"
          send={(values) =>
            sendClientWork(CLIENT_WORK_ROUTES.addProject, { clientId }, values, isProjectAnswer)
          }
          onSaved={closeAndRefresh(close, onChanged)}
          onCancel={close}
          onExpired={session.onExpired}
        />
      )}
      empty="No tiene proyectos."
      count={detail.projects.length}
    >
      {detail.projects.map((project) => (
        <WorkItem
          key={project.id}
          title={project.name}
          endedOn={project.endedOn}
          facts={[
            ['Estado', project.status],
            ['Avance', `${project.progress} %`],
            ['Entrega', formatSpanishDate(project.deliveryDate)],
          ]}
        >
          <progress
            className={styles.progress}
            max={100}
            value={project.progress}
            aria-label={`Avance de ${project.name}`}
          />
          {session.canChange && !project.endedOn && (
            <EditEndActions
              name={`el proyecto ${project.name}`}
              endLabel="Terminar proyecto"
              endHint="El proyecto sale del panel del cliente."
              fields={FIELDS}
              values={valuesOf(project)}
              routes={{ edit: CLIENT_WORK_ROUTES.editProject, end: CLIENT_WORK_ROUTES.endProject }}
              ids={{ projectId: project.id }}
              version={project.version}
              check={isProjectAnswer}
              session={session}
              onChanged={onChanged}
            />
          )}
        </WorkItem>
      ))}
    </WorkSection>
  );
}
