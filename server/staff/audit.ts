import {
  formatAuditCursor,
  type AuditEntry,
  type AuditQuery,
} from '../../lib/staff-area/staff-contract';
import { formatAddress } from '../../lib/staff-area/dashboard-format';
import {
  countAuditAttempt,
  describeChanges,
  foldSearchText,
  listAuditPage,
  listAuditRows,
  recordAuditRow,
  type AuditFilter,
  type AuditKind,
  type AuditRow,
  type AuditSource,
  type StoredAuditRow,
} from '../shared/audit-log';
import { buildFailedAttemptKey } from '../shared/failed-attempts';
import type { StaffDatabase } from './database';

export type { AuditSource };

/** What the staff audit log records: the words the log and the command show, and its kind. */
export const STAFF_AUDIT_ACTIONS = {
  sesion_iniciada: ['inicio de sesión', 'acceso'],
  acceso_fallido: ['inicio de sesión fallido', 'acceso'],
  segundo_factor_inscrito: ['segundo factor inscrito', 'acceso'],
  codigo_recuperacion_usado: ['código de recuperación usado', 'acceso'],
  sesion_cerrada: ['cierre de sesión', 'acceso'],
  otras_sesiones_cerradas: ['cierre de las demás sesiones', 'acceso'],
  csv_descargado: ['descarga de CSV', 'lectura'],
  cuenta_creada: ['cuenta creada', 'cambio'],
  cuenta_desactivada: ['cuenta desactivada', 'cambio'],
  cuenta_activada: ['cuenta activada', 'cambio'],
  contrasena_restablecida: ['contraseña restablecida', 'cambio'],
  segundo_factor_restablecido: ['segundo factor restablecido', 'cambio'],
  // An upgrade stopped by two accounts with one address (server/staff/upgrade-conflicts.ts).
  cuenta_correo_cambiado: ['correo de la cuenta cambiado', 'cambio'],
  clave_rotada: ['clave del segundo factor rotada', 'cambio'],
  // The client work, recorded in the clients' file (server/client-area/client-work.ts).
  cliente_creado: ['cliente creado', 'cambio'],
  cliente_desactivado: ['acceso de cliente desactivado', 'cambio'],
  cliente_activado: ['acceso de cliente activado', 'cambio'],
  // Before invitations, the agency set a client's password; older rows keep this action.
  cliente_contrasena_restablecida: ['contraseña de cliente restablecida', 'cambio'],
  invitacion_enviada: ['invitación enviada al cliente', 'cambio'],
  restablecimiento_enviado: ['enlace para restablecer enviado al cliente', 'cambio'],
  correo_reintentado: ['correo reintentado', 'cambio'],
  restablecimiento_solicitado: ['el cliente pidió restablecer su contraseña', 'acceso'],
  invitacion_aceptada: ['el cliente eligió su contraseña (invitación)', 'acceso'],
  contrasena_restablecida_por_cliente: ['el cliente restableció su contraseña', 'acceso'],
  servicio_agregado: ['servicio agregado', 'cambio'],
  servicio_editado: ['servicio editado', 'cambio'],
  servicio_terminado: ['servicio terminado', 'cambio'],
  proyecto_agregado: ['proyecto agregado', 'cambio'],
  proyecto_editado: ['proyecto editado', 'cambio'],
  proyecto_terminado: ['proyecto terminado', 'cambio'],
  factura_agregada: ['factura agregada', 'cambio'],
  factura_editada: ['factura editada', 'cambio'],
  factura_pagada: ['factura marcada como pagada', 'cambio'],
  factura_vencida: ['factura marcada como vencida', 'cambio'],
  cfdi_emitido: ['CFDI emitido', 'cambio'],
  cfdi_enlace_cambiado: ['enlace de CFDI cambiado', 'cambio'],
  cliente_correo_cambiado: ['correo de cliente cambiado', 'cambio'],
} as const satisfies Record<string, readonly [string, AuditKind]>;
export type StaffAuditAction = keyof typeof STAFF_AUDIT_ACTIONS;

export type StaffAuditEvent = Omit<AuditRow, 'action' | 'kind'> & { action: StaffAuditAction };

/**
 * Writes an event of the staff area, with the kind of its action. A failed sign-in adds up with
 * the others of the same e-mail and reason from the same network in the same 15 minutes, so a
 * stranger's tries grow a count, not the log.
 */
export function recordStaffAudit(db: StaffDatabase, event: StaffAuditEvent): void {
  const row = { ...event, kind: STAFF_AUDIT_ACTIONS[event.action][1] };
  if (event.action === 'acceso_fallido') {
    // An unknown account's e-mail is in the detail (`correo desconocido: …`).
    const tried = [event.action, event.actor.toLowerCase(), event.detail];
    countAuditAttempt(db, row, buildFailedAttemptKey(tried, event.address, event.occurredAt));
  } else {
    recordAuditRow(db, row);
  }
}

/** The staff file as an audit source. */
export const staffAuditSource =
  (db: StaffDatabase): AuditSource =>
  (filter, limit) =>
    listAuditRows(db, filter, limit);

/** How many entries a page of the log holds. */
export const AUDIT_PAGE_SIZE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The e-mails of the staff whose name or e-mail holds `text`, compared as the log's search
 * compares: the log names people by e-mail, the staff file knows their names.
 */
export function findStaffActors(db: StaffDatabase, text: string): string[] {
  const wanted = foldSearchText(text);
  const staff = db.prepare('SELECT email, name FROM staff').all() as {
    email: string;
    name: string;
  }[];
  return staff
    .filter(({ email, name }) => foldSearchText(`${name}\n${email}`).includes(wanted))
    .map(({ email }) => email.toLowerCase());
}

/** The filter of a query: days are whole UTC days, `hasta` included. */
function toAuditFilter(db: StaffDatabase, query: AuditQuery): AuditFilter {
  const person = query.persona?.trim();
  return {
    kind: query.tipo,
    actor: person,
    actors: person === undefined ? undefined : findStaffActors(db, person),
    subject: query.sobre?.trim(),
    from: query.desde === undefined ? undefined : Date.parse(query.desde),
    to: query.hasta === undefined ? undefined : Date.parse(query.hasta) + DAY_MS,
  };
}

const isStaffAction = (action: string): action is StaffAuditAction =>
  Object.hasOwn(STAFF_AUDIT_ACTIONS, action);

/** A row as the contract's AuditEntry: each change and the address apart from the detail. */
export function toAuditEntry(row: StoredAuditRow): AuditEntry {
  return {
    at: new Date(row.occurredAt).toISOString(),
    actor: row.actor,
    action: isStaffAction(row.action) ? STAFF_AUDIT_ACTIONS[row.action][0] : row.action,
    kind: row.kind,
    detail: row.detail,
    changes: row.changes,
    address: row.address === null ? null : formatAddress(row.address),
    attempts: row.attempts,
  };
}

/**
 * An entry as one line of text, its columns apart by tabs: time, who, what (`×N` for counted
 * tries) and the detail, with each change's values quoted (describeChanges).
 */
export function formatAuditLine(entry: AuditEntry): string {
  const time = `${entry.at.replace('T', ' ').slice(0, 19)} UTC`;
  const action = entry.attempts > 1 ? `${entry.action} ×${entry.attempts}` : entry.action;
  const detail = [
    entry.detail,
    describeChanges(entry.changes),
    `desde ${entry.address ?? 'la línea de comandos'}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return [time, entry.actor || '—', action, detail].join('\t');
}

/**
 * One page of the log from every source (`sources[0]` being the staff file, as the cursor
 * says), newest first, and the cursor of the next page when there is one.
 */
export function listAuditLog(
  db: StaffDatabase,
  sources: readonly AuditSource[],
  query: AuditQuery,
  pageSize = AUDIT_PAGE_SIZE,
): { entries: AuditEntry[]; next: string | null } {
  const { rows, next } = listAuditPage(
    sources,
    toAuditFilter(db, query),
    query.antes ?? null,
    pageSize,
  );
  return { entries: rows.map(toAuditEntry), next: next && formatAuditCursor(next) };
}
