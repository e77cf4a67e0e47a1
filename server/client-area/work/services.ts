// server/client-area: Node only. The client work on services: add, replace, edit, end.
import {
  serviceEditRequestSchema,
  serviceRequestSchema,
} from '../../../lib/staff-area/client-work-contract';
import { conflict } from '../client-work-error';
import type { ClientDatabase } from '../database';
import { setService } from '../store';
import { requireClientById } from './clients';
import { editRow, endRow, recordRowChange, requireRow } from './versioned-rows';
import { parseClientWork, runAudited, runUnique, type WorkActor } from './work-audit';

type ServiceRow = { id: number; client_id: number; domain: string; version: number };

export function addService(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): number {
  requireClientById(db, clientId);
  const service = parseClientWork(serviceRequestSchema, input);
  return runAudited(db, () => {
    if (findServiceByDomain(db, clientId, service.domain)) {
      throw conflict(`El cliente ya tiene un servicio con el dominio ${service.domain}.`);
    }
    runUnique(
      () => setService(db, clientId, service),
      `El cliente ya tiene un servicio con el dominio ${service.domain}.`,
    );
    const id = findServiceByDomain(db, clientId, service.domain)!.id;
    recordRowChange(db, by, 'servicio_agregado', 'services', null, id);
    return id;
  });
}

export function findServiceByDomain(
  db: ClientDatabase,
  clientId: number,
  domain: string,
): ServiceRow | undefined {
  return db
    .prepare('SELECT * FROM services WHERE client_id = ? AND lower(domain) = lower(?)')
    .get(clientId, domain) as ServiceRow | undefined;
}

/** Adds the service of a domain or replaces it whole: the command's `service set`. */
export function saveService(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): number {
  requireClientById(db, clientId);
  const service = parseClientWork(serviceRequestSchema, input);
  const existing = findServiceByDomain(db, clientId, service.domain);
  if (!existing) return addService(db, clientId, service, by);
  updateService(db, existing.id, { ...service, version: existing.version }, by);
  return existing.id;
}

/** Changes the fields given of a service read at `version`. */
export function updateService(
  db: ClientDatabase,
  serviceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'services', serviceId);
  const edit = parseClientWork(serviceEditRequestSchema, input);
  editRow(db, 'services', serviceId, edit, {
    by,
    action: 'servicio_editado',
    uniqueMessage: `El cliente ya tiene un servicio con el dominio ${edit.domain}.`,
  });
}

export const endService = (db: ClientDatabase, serviceId: number, input: unknown, by: WorkActor) =>
  endRow(db, 'services', serviceId, input, by);
