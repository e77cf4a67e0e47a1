'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import { formatSpanishDate } from '@/lib/site/format';
import { isProjectAnswer } from '@/lib/staff-area/client-work-answers';
import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-constants';
import type { ClientDetail } from '@/lib/staff-area/client-work-contract';
import type { WorkFieldSpec } from '@/lib/staff-area/client-work-forms';
import { RunningWorkSection } from './running-work-section';
import styles from './work-section.module.scss';

const FIELDS = [
  { name: 'name', kind: 'text', label: 'Nombre del proyecto' },
  { name: 'status', kind: 'text', hint: 'Lo que lee el cliente, por ejemplo «En desarrollo».' },
  { name: 'progress', kind: 'whole', label: 'Avance (%)', hint: 'Un entero de 0 a 100.' },
  { name: 'deliveryDate', kind: 'date' },
] as const satisfies readonly WorkFieldSpec[];

type SectionProps = { detail: ClientDetail; session: StaffSession; onChanged: () => Promise<void> };

/** The client's projects, with status, progress and delivery date: add, edit and end them. */
export function ClientProjects({ detail, session, onChanged }: SectionProps) {
  return (
    <RunningWorkSection
      clientId={detail.client.id}
      session={session}
      onChanged={onChanged}
      id="cliente-proyectos"
      title="Proyectos"
      addLabel="Agregar proyecto"
      empty="No tiene proyectos."
      end={{ label: 'Terminar proyecto', hint: 'El proyecto sale del panel del cliente.' }}
      fields={FIELDS}
      initial={{ status: 'En desarrollo', progress: '0' }}
      routes={{
        add: CLIENT_WORK_ROUTES.addProject,
        edit: CLIENT_WORK_ROUTES.editProject,
        end: CLIENT_WORK_ROUTES.endProject,
      }}
      check={isProjectAnswer}
      rows={detail.projects.map((project) => ({
        key: project.id,
        title: project.name,
        name: `el proyecto ${project.name}`,
        endedOn: project.endedOn,
        facts: [
          ['Estado', project.status],
          ['Avance', `${project.progress} %`],
          ['Entrega', formatSpanishDate(project.deliveryDate)],
        ],
        values: {
          name: project.name,
          status: project.status,
          progress: String(project.progress),
          deliveryDate: project.deliveryDate,
        },
        ids: { projectId: project.id },
        version: project.version,
        children: (
          <progress
            className={styles.progress}
            max={100}
            value={project.progress}
            aria-label={`Avance de ${project.name}`}
          />
        ),
      }))}
    />
  );
}
