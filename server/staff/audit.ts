import type { AuditEntry } from '../../lib/staff-area/staff-contract';
import type { StaffDatabase } from './database';

/** What the staff audit log records, with the words the log and the command show. */
export const STAFF_AUDIT_ACTIONS = {
  sesion_iniciada: 'inicio de sesión',
  acceso_fallido: 'inicio de sesión fallido',
  segundo_factor_inscrito: 'segundo factor inscrito',
  codigo_recuperacion_usado: 'código de recuperación usado',
  sesion_cerrada: 'cierre de sesión',
  otras_sesiones_cerradas: 'cierre de las demás sesiones',
  csv_descargado: 'descarga de CSV',
  cuenta_creada: 'cuenta creada',
  cuenta_desactivada: 'cuenta desactivada',
  cuenta_activada: 'cuenta activada',
  contrasena_restablecida: 'contraseña restablecida',
  segundo_factor_restablecido: 'segundo factor restablecido',
  // The client work of the dashboard (server/client-area/client-work-api.ts).
  cliente_creado: 'cliente creado',
  cliente_desactivado: 'acceso de cliente desactivado',
  cliente_activado: 'acceso de cliente activado',
  cliente_contrasena_restablecida: 'contraseña de cliente restablecida',
  servicio_agregado: 'servicio agregado',
  servicio_editado: 'servicio editado',
  servicio_terminado: 'servicio terminado',
  proyecto_agregado: 'proyecto agregado',
  proyecto_editado: 'proyecto editado',
  proyecto_terminado: 'proyecto terminado',
  factura_agregada: 'factura agregada',
  factura_editada: 'factura editada',
  factura_pagada: 'factura marcada como pagada',
  factura_vencida: 'factura marcada como vencida',
  cfdi_emitido: 'CFDI emitido',
  cfdi_enlace_cambiado: 'enlace de CFDI cambiado',
} as const;
export type StaffAuditAction = keyof typeof STAFF_AUDIT_ACTIONS;

export type StaffAuditEvent = {
  occurredAt: number;
  /** The e-mail of who acted, or '' for a failed sign-in of an unknown account. */
  actor: string;
  action: StaffAuditAction;
  detail: string;
  /** The address of the request, or null for the command line. */
  address: string | null;
};

export function recordStaffAudit(db: StaffDatabase, event: StaffAuditEvent): void {
  db.prepare(
    `INSERT INTO staff_audit (occurred_at, actor, action, detail, address)
     VALUES (@occurredAt, @actor, @action, @detail, @address)`,
  ).run({ ...event, actor: event.actor.toLowerCase() });
}

/** The newest `limit` entries first, as the contract's AuditEntry (the address in the detail). */
export function listStaffAudit(db: StaffDatabase, limit: number): AuditEntry[] {
  const rows = db
    .prepare(
      `SELECT occurred_at AS occurredAt, actor, action, detail, address FROM staff_audit
       ORDER BY occurred_at DESC, id DESC LIMIT ?`,
    )
    .all(limit) as StaffAuditEvent[];
  return rows.map((row) => ({
    at: new Date(row.occurredAt).toISOString(),
    actor: row.actor,
    action: STAFF_AUDIT_ACTIONS[row.action] ?? row.action,
    detail: [row.detail, `desde ${row.address ?? 'la línea de comandos'}`]
      .filter(Boolean)
      .join(' · '),
  }));
}
