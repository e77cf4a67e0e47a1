import { z } from 'zod';
import {
  INVOICE_NUMBER_MAX_LENGTH,
  INVOICE_NUMBER_PATTERN,
  INVOICE_STATUSES,
} from '../../lib/client-area/client-api-contract';
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import { backupDatabase } from '../shared/backup';
import { createOptionReader, readCommandArguments } from '../shared/command-line';
import { restoreDatabase } from './backup';
import { listAuditEvents, recordAuditEvent, type AuditEvent, type AuditEventType } from './audit';
import {
  CFDI_UUID_PATTERN,
  issueCfdi,
  listCfdiRequests,
  setCfdiDownloadUrl,
  type CfdiListEntry,
} from './cfdi';
import { getClientDbPath } from '../shared/database-paths';
import { openClientDatabase } from './database';
import { hashPassword } from '../shared/passwords';
import { describeWeakPassword } from '../../lib/client-area/client-api-contract';
import { promptHidden } from '../shared/prompt';
import {
  addInvoice,
  addProject,
  createClient,
  listClients,
  requireClient,
  setClientPassword,
  setService,
  updateInvoice,
  updateProject,
} from './store';

const USAGE = `Uso: npm run clients -- <orden> [opciones]

  add --email E --name N --company C        Crea un cliente (contraseña: CLIENT_PASSWORD o se pregunta)
  list                                      Lista los clientes
  reset-password --email E                  Cambia la contraseña y cierra sus sesiones
  service set --email E --domain D --plan P --renewal AAAA-MM-DD --mailboxes 5
  project add --email E --name N --status S --progress 0-100 --delivery AAAA-MM-DD
  project update --email E --name N [--status S] [--progress 0-100] [--delivery AAAA-MM-DD]
  invoice add --email E --number CV-1042 --concept C --amount 4500 --status pendiente --due AAAA-MM-DD
  invoice update --email E --number CV-1042 [--status ${INVOICE_STATUSES.join('|')}] [--concept C]
                 [--amount 4500] [--due AAAA-MM-DD]
  backup ARCHIVO                            Copia la base a ARCHIVO (con la API encendida)
  restore ARCHIVO                           Reemplaza la base con ARCHIVO (con la API detenida)
  audit --email E [--limit 50]              Lista los eventos de acceso del correo, el más reciente primero
  cfdi list [--pending]                     Lista las solicitudes de CFDI (--pending: solo las que faltan)
  cfdi show --invoice CV-1042               Muestra los datos fiscales de una solicitud para timbrarla
  cfdi issue --invoice CV-1042 --uuid FOLIO-FISCAL [--url https://...]
                                            Marca el CFDI como emitido con su folio fiscal (UUID)
  cfdi link --invoice CV-1042 --url https://...
                                            Agrega o cambia el enlace de descarga de un CFDI emitido`;

const AUDIT_LABELS = {
  login_succeeded: 'inicio de sesión correcto',
  login_failed: 'inicio de sesión fallido',
  password_changed: 'cambio de contraseña',
  cfdi_requested: 'solicitud de CFDI',
} as const satisfies Record<AuditEventType, string>;

/** One audit line: UTC time, what happened and from which address. */
function formatAuditEvent(event: AuditEvent): string {
  const time = new Date(event.occurredAt).toISOString().replace('T', ' ').slice(0, 19);
  return `${time} UTC\t${AUDIT_LABELS[event.type]}\t${event.address ?? 'línea de comandos'}`;
}

/** The requests as a table with aligned columns, a header first. */
function formatCfdiTable(entries: CfdiListEntry[]): string {
  const rows = [['FACTURA', 'CLIENTE', 'RFC', 'ESTADO', 'SOLICITADA', 'FOLIO FISCAL']].concat(
    entries.map((entry) => [
      entry.invoice,
      entry.client,
      entry.rfc,
      entry.status,
      toMexicoCityDate(entry.requestedAt),
      entry.uuid ?? '—',
    ]),
  );
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Everything the agency needs to certify one requested CFDI with its PAC. */
function formatCfdiRequest(entry: CfdiListEntry): string {
  return [
    ['Factura', entry.invoice],
    ['Cliente', entry.client],
    ['RFC', entry.rfc],
    ['Razón social', entry.legalName],
    ['Régimen fiscal', entry.taxRegime],
    ['Uso del CFDI', entry.cfdiUse],
    ['Código postal', entry.postalCode],
    ['Enviar a', entry.email],
    ['Estado', entry.status],
    ['Solicitada', toMexicoCityDate(entry.requestedAt)],
    ['Folio fiscal', entry.uuid ?? '—'],
    ['Descarga', entry.downloadUrl ?? '—'],
  ]
    .map(([label, value]) => `${label}:`.padEnd(16) + value)
    .join('\n');
}

const isoDate = z.iso.date({ error: 'debe ser una fecha AAAA-MM-DD' });
const text = z.string({ error: 'es obligatorio' }).trim().min(1, 'es obligatorio').max(200);
const invoiceNumberError = `usa letras, números y guiones, como CV-1042 (hasta ${INVOICE_NUMBER_MAX_LENGTH} caracteres)`;
const invoiceNumber = text
  .max(INVOICE_NUMBER_MAX_LENGTH, invoiceNumberError)
  .regex(INVOICE_NUMBER_PATTERN, invoiceNumberError);
const progress = z.coerce.number().int().min(0).max(100, 'debe ser un entero de 0 a 100');
const status = z.enum(INVOICE_STATUSES, {
  error: `debe ser ${new Intl.ListFormat('es', { type: 'disjunction' }).format(INVOICE_STATUSES)}`,
});
const positiveInteger = z.coerce
  .number({ error: 'debe ser un entero de 1 o más' })
  .int('debe ser un entero de 1 o más')
  .min(1, 'debe ser un entero de 1 o más');
const uuid = z
  .string({ error: 'es obligatorio' })
  .trim()
  .toUpperCase()
  .regex(
    CFDI_UUID_PATTERN,
    'debe ser el folio fiscal (UUID) de 36 caracteres, por ejemplo 5FB2822E-396D-4725-8521-CDC4BDD20CCF',
  );
const httpsUrl = z
  .url({ protocol: /^https$/, error: 'debe ser una dirección https://' })
  .max(2000, 'debe tener como máximo 2000 caracteres');
const amountCents = z.coerce
  .number({ error: 'debe ser un monto en pesos' })
  .positive('debe ser mayor que cero')
  .transform((pesos) => Math.round(pesos * 100));

const { positionals, values } = readCommandArguments(
  {
    ...Object.fromEntries(
      ['email', 'name', 'company', 'domain', 'plan', 'renewal', 'mailboxes', 'status']
        .concat(['progress', 'delivery', 'number', 'concept', 'amount', 'due', 'limit'])
        .concat(['invoice', 'uuid', 'url'])
        .map((name) => [name, { type: 'string' as const }]),
    ),
    pending: { type: 'boolean' },
  },
  USAGE,
);
const { option, optional } = createOptionReader(values);

async function readNewPassword(): Promise<string> {
  const password = process.env.CLIENT_PASSWORD ?? (await promptHidden('Contraseña nueva: '));
  const weakness = describeWeakPassword(password);
  if (weakness) throw new Error(`La contraseña no es segura. ${weakness}`);
  return password;
}

async function run(command: string): Promise<string> {
  const db = openClientDatabase();
  const email = () => option('email', z.email({ error: 'debe ser un correo válido' }));
  const clientId = () => requireClient(db, email()).id;
  try {
    switch (command) {
      case 'add': {
        const input = {
          email: email(),
          name: option('name', text),
          company: option('company', text),
        };
        createClient(db, { ...input, passwordHash: await hashPassword(await readNewPassword()) });
        return `Cliente ${input.email} creado.`;
      }
      case 'list':
        return (
          listClients(db)
            .map((client) => `${client.email}\t${client.name}\t${client.company}`)
            .join('\n') || 'Aún no hay clientes.'
        );
      case 'reset-password': {
        const client = requireClient(db, email());
        const hash = await hashPassword(await readNewPassword());
        const now = Date.now();
        db.transaction(() => {
          setClientPassword(db, client.id, hash, now);
          recordAuditEvent(db, {
            occurredAt: now,
            type: 'password_changed',
            email: client.email,
            clientId: client.id,
            address: null,
          });
        })();
        return 'Contraseña actualizada; se cerraron las sesiones abiertas.';
      }
      case 'service set':
        setService(db, clientId(), {
          domain: option('domain', text),
          hostingPlan: option('plan', text),
          renewalDate: option('renewal', isoDate),
          mailboxes: option('mailboxes', z.coerce.number().int().min(0, 'debe ser 0 o más')),
        });
        return 'Servicio guardado.';
      case 'project add':
        addProject(db, clientId(), {
          name: option('name', text),
          status: option('status', text),
          progress: option('progress', progress),
          deliveryDate: option('delivery', isoDate),
        });
        return 'Proyecto agregado.';
      case 'project update':
        updateProject(db, clientId(), option('name', text), {
          status: optional('status', text),
          progress: optional('progress', progress),
          deliveryDate: optional('delivery', isoDate),
        });
        return 'Proyecto actualizado.';
      case 'invoice add':
        addInvoice(db, clientId(), {
          number: option('number', invoiceNumber),
          concept: option('concept', text),
          amountCents: option('amount', amountCents),
          status: option('status', status),
          dueDate: option('due', isoDate),
        });
        return 'Factura agregada.';
      case 'invoice update':
        updateInvoice(db, clientId(), option('number', text), {
          concept: optional('concept', text),
          amountCents: optional('amount', amountCents),
          status: optional('status', status),
          dueDate: optional('due', isoDate),
        });
        return 'Factura actualizada.';
      case 'audit': {
        const auditEmail = email();
        const limit = optional('limit', positiveInteger) ?? 50;
        return (
          listAuditEvents(db, auditEmail, limit).map(formatAuditEvent).join('\n') ||
          `No hay eventos registrados para ${auditEmail}.`
        );
      }
      case 'cfdi list': {
        const pendingOnly = values.pending === true;
        const entries = listCfdiRequests(db, pendingOnly);
        if (entries.length > 0) return formatCfdiTable(entries);
        return pendingOnly
          ? 'No hay CFDI pendientes de emitir.'
          : 'Aún no hay solicitudes de CFDI.';
      }
      case 'cfdi show': {
        const invoice = option('invoice', text);
        const entry = listCfdiRequests(db).find((request) => request.invoice === invoice);
        if (!entry)
          throw new Error(`El cliente no ha solicitado el CFDI de la factura ${invoice}.`);
        return formatCfdiRequest(entry);
      }
      case 'cfdi issue': {
        const invoice = option('invoice', text);
        const folio = option('uuid', uuid);
        issueCfdi(db, {
          invoiceNumber: invoice,
          uuid: folio,
          downloadUrl: optional('url', httpsUrl),
          now: Date.now(),
        });
        return `CFDI de la factura ${invoice} emitido con el folio fiscal ${folio}.`;
      }
      case 'cfdi link': {
        const invoice = option('invoice', text);
        setCfdiDownloadUrl(db, invoice, option('url', httpsUrl));
        return `Enlace de descarga del CFDI de la factura ${invoice} guardado.`;
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    db.close();
  }
}

/** `backup` and `restore` work on the database file itself, so they never open it to migrate. */
async function runFileCommand(command: 'backup' | 'restore', file: string): Promise<string> {
  if (command === 'backup') {
    await backupDatabase(getClientDbPath(), file);
    return `Respaldo escrito en ${file}.`;
  }
  await restoreDatabase(file, getClientDbPath());
  return `Base de datos restaurada desde ${file}.`;
}

const [command = '', file] = positionals;
const task =
  (command === 'backup' || command === 'restore') && file !== undefined && positionals.length === 2
    ? runFileCommand(command, file)
    : run(positionals.join(' '));

task
  .then((message) => console.log(message))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(`Base de datos: ${getClientDbPath()}`);
    process.exitCode = 1;
  });
