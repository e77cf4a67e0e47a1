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
import { WorkSection } from './work-section';
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
  const saved = (close: () => void) => () => {
    close();
    void onChanged();
  };
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
          onSaved={saved(close)}
          onCancel={close}
          onExpired={session.onExpired}
        />
      )}
      empty="No tiene proyectos."
      count={detail.projects.length}
    >
      {detail.projects.map((project) => (
        <li key={project.id} className={styles.row}>
          <div className={styles.rowTop}>
            <h3 className={styles.title}>{project.name}</h3>
            {project.endedOn && (
              <span className={styles.ended}>
                Terminado el {formatSpanishDate(project.endedOn)}
              </span>
            )}
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Estado</dt>
              <dd>{project.status}</dd>
            </div>
            <div>
              <dt>Avance</dt>
              <dd>{project.progress} %</dd>
            </div>
            <div>
              <dt>Entrega</dt>
              <dd>{formatSpanishDate(project.deliveryDate)}</dd>
            </div>
          </dl>
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
        </li>
      ))}
    </WorkSection>
  );
}
