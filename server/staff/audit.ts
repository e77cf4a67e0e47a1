import type { AuditEntry, AuditQuery } from '../../lib/staff-area/staff-contract';
import { formatAddress } from '../../lib/staff-area/dashboard-format';
import {
  describeChanges,
  listAuditPage,
  listAuditRows,
  recordAuditRow,
  type AuditFilter,
  type AuditKind,
  type AuditRow,
} from '../shared/audit-log';
import type { StaffDatabase } from './database';

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
} as const satisfies Record<string, readonly [string, AuditKind]>;
export type StaffAuditAction = keyof typeof STAFF_AUDIT_ACTIONS;

export type StaffAuditEvent = Omit<AuditRow, 'action' | 'kind'> & { action: StaffAuditAction };

/** Writes an event of the staff area, with the kind of its action. */
export function recordStaffAudit(db: StaffDatabase, event: StaffAuditEvent): void {
  recordAuditRow(db, { ...event, kind: STAFF_AUDIT_ACTIONS[event.action][1] });
}

/** One audit file's rows for a filter: the staff's own, or the client work's. */
export type AuditSource = (filter: AuditFilter, limit: number) => AuditRow[];

/** The staff file as an audit source. */
export const staffAuditSource =
  (db: StaffDatabase): AuditSource =>
  (filter, limit) =>
    listAuditRows(db, filter, limit);

/** How many entries a page of the log holds. */
export const AUDIT_PAGE_SIZE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filter of a query: days are whole UTC days, `hasta` included. */
function toAuditFilter(query: AuditQuery): AuditFilter {
  return {
    kind: query.tipo,
    actor: query.persona,
    subject: query.sobre,
    from: query.desde === undefined ? undefined : Date.parse(query.desde),
    to: query.hasta === undefined ? undefined : Date.parse(query.hasta) + DAY_MS,
  };
}

const isStaffAction = (action: string): action is StaffAuditAction =>
  Object.hasOwn(STAFF_AUDIT_ACTIONS, action);

/** A row as the contract's AuditEntry: what changed and from where, in the detail. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    at: new Date(row.occurredAt).toISOString(),
    actor: row.actor,
    action: isStaffAction(row.action) ? STAFF_AUDIT_ACTIONS[row.action][0] : row.action,
    kind: row.kind,
    detail: [
      row.detail,
      describeChanges(row.changes ?? []),
      `desde ${row.address ? formatAddress(row.address) : 'la línea de comandos'}`,
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

/** One page of the log from every source, newest first. */
export function listAuditLog(
  sources: readonly AuditSource[],
  query: AuditQuery,
  pageSize = AUDIT_PAGE_SIZE,
): { entries: AuditEntry[]; page: number; hasMore: boolean } {
  const filter = toAuditFilter(query);
  const page = query.pagina ?? 1;
  const { rows, hasMore } = listAuditPage(
    sources.map((source) => (limit: number) => source(filter, limit)),
    page,
    pageSize,
  );
  return { entries: rows.map(toAuditEntry), page, hasMore };
}
