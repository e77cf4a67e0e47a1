// server/client-area: Node only. The client work on projects: add, edit, end.
import {
  projectEditRequestSchema,
  projectRequestSchema,
} from '../../../lib/staff-area/client-work-contract';
import { notFound } from '../client-work-error';
import type { ClientDatabase } from '../database';
import { addProject as insertProject } from '../store';
import { requireClientById } from './clients';
import { editRow, endRow, recordRowChange, requireRow } from './versioned-rows';
import { parseClientWork, runAudited, runUnique, type WorkActor } from './work-audit';

type ProjectRow = { id: number; client_id: number; name: string; version: number };

export function addProject(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): number {
  requireClientById(db, clientId);
  const project = parseClientWork(projectRequestSchema, input);
  return runAudited(db, () => {
    runUnique(
      () => insertProject(db, clientId, project),
      `El cliente ya tiene un proyecto llamado "${project.name}".`,
    );
    const id = requireProjectByName(db, clientId, project.name).id;
    recordRowChange(db, by, 'proyecto_agregado', 'projects', null, id);
    return id;
  });
}

export function requireProjectByName(
  db: ClientDatabase,
  clientId: number,
  name: string,
): ProjectRow {
  const project = db
    .prepare('SELECT * FROM projects WHERE client_id = ? AND name = ?')
    .get(clientId, name) as ProjectRow | undefined;
  if (!project) throw notFound(`El cliente no tiene un proyecto llamado "${name}".`);
  return project;
}

/** Changes the fields given of a project read at `version`: status, progress, delivery, name. */
export function updateProject(
  db: ClientDatabase,
  projectId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'projects', projectId);
  const edit = parseClientWork(projectEditRequestSchema, input);
  editRow(db, 'projects', projectId, edit, {
    by,
    action: 'proyecto_editado',
    uniqueMessage: `El cliente ya tiene un proyecto llamado "${edit.name}".`,
  });
}

export const endProject = (db: ClientDatabase, projectId: number, input: unknown, by: WorkActor) =>
  endRow(db, 'projects', projectId, input, by);
