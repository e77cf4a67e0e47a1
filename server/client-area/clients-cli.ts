import { z } from 'zod';
import { INVOICE_STATUSES } from '../../lib/client-area/client-api-contract';
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import {
  CLIENT_WORK_FIELDS,
  type ClientWorkField,
} from '../../lib/staff-area/client-work-contract';
import { backupDatabase } from '../shared/backup';
import {
  answerCommand,
  createOptionReader,
  describeCommandUser,
  errorMessage,
  readCommandArguments,
  runAsProcess,
  type CommandIo,
} from '../shared/command-line';
import { describeUpgradeConflicts } from '../shared/database';
import { getClientDbPath } from '../shared/database-paths';
import { AUDIT_EVENT_LABELS, listAuditEvents, type RecordedAuditEvent } from './audit';
import { restoreDatabase } from './backup';
import { listCfdiRequests, type CfdiListEntry } from './cfdi';
import {
  addClient,
  addInvoice,
  resendInvitation,
  sendPasswordReset,
  addProject,
  changeCfdiLink,
  issueInvoiceCfdi,
  requireInvoiceByNumber,
  requireInvoiceId,
  requireProjectByName,
  saveService,
  setClientAccess,
  updateInvoice,
  updateProject,
} from './client-work';
import { ClientWorkError } from './client-work-error';
import { CLIENT_MIGRATIONS, openClientDatabase, openClientDatabaseAsIs } from './database';
import { findClientById, listClients, requireClient } from './store';
import {
  changeClientEmail,
  findClientUpgradeConflicts,
  renameInvoiceNumber,
  renameServiceDomain,
} from './upgrade-conflicts';

const USAGE = `Uso: npm run clients -- <orden> [opciones] [--actor "Nombre Apellido"]

  add --email E --name N --company C        Crea un cliente y le envía la invitación para elegir su contraseña
  invite --email E                          Reenvía la invitación (mientras no haya elegido contraseña)
  list                                      Lista los clientes
  reset-password --email E                  Le envía un enlace para elegir una contraseña nueva (1 hora)
  disable --email E                         Desactiva su acceso y cierra sus sesiones
  enable --email E                          Vuelve a activar su acceso
  service set --email E --domain D --plan P --renewal AAAA-MM-DD --mailboxes 5
  project add --email E --name N --status S --progress 0-100 --delivery AAAA-MM-DD
  project update --email E --name N [--status S] [--progress 0-100] [--delivery AAAA-MM-DD]
  invoice add --email E --number CV-1042 --concept C --amount 4500 --status pendiente --due AAAA-MM-DD
              [--paid-on AAAA-MM-DD --reference R]  (con --status pagada)
  invoice update --email E --number CV-1042 [--status ${INVOICE_STATUSES.join('|')}] [--concept C]
                 [--amount 4500] [--due AAAA-MM-DD] [--paid-on AAAA-MM-DD --reference R]
                 Una factura pagada lleva su fecha de pago y la referencia de la transferencia;
                 vencida, solo desde el día siguiente a su vencimiento; con un CFDI solicitado
                 o emitido ya no cambia nada de ella (solo el enlace del CFDI).
  backup ARCHIVO                            Copia la base a ARCHIVO (con la API encendida); si ya
                                            existe, a ARCHIVO-2, ARCHIVO-3…
  restore ARCHIVO                           Reemplaza la base con ARCHIVO (con la API detenida)
  audit --email E [--limit 50]              Lista los eventos de acceso del correo, el más reciente primero
  cfdi list [--pending]                     Lista las solicitudes de CFDI (--pending: solo las que faltan)
  cfdi show --invoice CV-1042               Muestra los datos fiscales de una solicitud para timbrarla
  cfdi issue --invoice CV-1042 --uuid FOLIO-FISCAL [--url https://...]
                                            Marca el CFDI como emitido con su folio fiscal (UUID)
  cfdi link --invoice CV-1042 --url https://...
                                            Agrega o cambia el enlace de descarga de un CFDI emitido

  Si una actualización encuentra datos que ya no admite, el servidor no arranca y lo explica.
  Estas órdenes abren la base sin actualizarla:
  colisiones                                Lista lo que impide actualizar la base y cómo resolverlo
  renombrar-factura --number cv-7 --nuevo CV-7B
                                            Cambia el número de una factura (escrito como está guardado)
  renombrar-dominio --email E --domain D --nuevo DOMINIO
                                            Cambia el dominio de un servicio del cliente
  renombrar-correo --email E --nuevo CORREO Cambia el correo con el que el cliente inicia sesión

  La bitácora nombra a quien hace cada cambio: --actor, si no CLIENTS_ACTOR, si no el nombre de
  la cuenta del sistema (chfn -f); siempre junto a la cuenta.`;

/** One audit line: UTC time, what happened and from which address. */
function formatAuditEvent(event: RecordedAuditEvent): string {
  const time = new Date(event.occurredAt).toISOString().replace('T', ' ').slice(0, 19);
  const label = AUDIT_EVENT_LABELS[event.type];
  const what = event.attempts > 1 ? `${label} ×${event.attempts}` : label;
  return `${time} UTC\t${what}\t${event.address ?? 'línea de comandos'}`;
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

// Options are read with the dashboard's field rules (lib/staff-area/client-work-fields.ts), inside
// the functions of client-work.ts; a refusal names the option that holds the field.
const FIELD_OPTIONS: Partial<Record<ClientWorkField, string>> = {
  hostingPlan: 'plan',
  renewalDate: 'renewal',
  deliveryDate: 'delivery',
  dueDate: 'due',
  paidOn: 'paid-on',
  downloadUrl: 'url',
};

/** A required option that names a row to look up. */
const lookupText = CLIENT_WORK_FIELDS.name;
const positiveInteger = z.coerce
  .number({ error: 'debe ser un entero de 1 o más' })
  .int('debe ser un entero de 1 o más')
  .min(1, 'debe ser un entero de 1 o más');

const STRING_OPTIONS = [
  ...['email', 'name', 'company', 'domain', 'plan', 'renewal', 'mailboxes', 'status'],
  ...['progress', 'delivery', 'number', 'concept', 'amount', 'due', 'limit'],
  ...['invoice', 'uuid', 'url', 'paid-on', 'reference', 'actor'],
  'nuevo',
] as const;

const OPTIONS = {
  ...(Object.fromEntries(STRING_OPTIONS.map((name) => [name, { type: 'string' }])) as Record<
    (typeof STRING_OPTIONS)[number],
    { type: 'string' }
  >),
  pending: { type: 'boolean' as const },
};

type OptionValues = NonNullable<ReturnType<typeof readCommandArguments<typeof OPTIONS>>>['values'];

/** What the command says of a link it queued: to whom, until when, and who sends it. */
function describeSentLink(what: string, email: string, expiresAt: number): string {
  const until = new Date(expiresAt).toLocaleString('es-MX', {
    timeZone: 'America/Mexico_City',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return `${what} para ${email} está en la bandeja de salida (vence el ${until}); el servidor la envía en cuanto corre.`;
}

/** A project's fields as the command's options give them, for `project add` and `project update`. */
const projectOptions = (values: OptionValues) => ({
  status: values.status,
  progress: values.progress,
  deliveryDate: values.delivery,
});

/** An invoice's fields as the command's options give them, for `invoice add` and `invoice update`. */
const invoiceOptions = (values: OptionValues) => ({
  concept: values.concept,
  amount: values.amount,
  status: values.status,
  dueDate: values.due,
  paidOn: values['paid-on'],
  reference: values.reference,
});

async function run(
  command: string,
  values: OptionValues,
  { env, dbPath }: { env: NodeJS.ProcessEnv; dbPath: string },
): Promise<string> {
  const { option, optional } = createOptionReader(values);
  // Who makes a change from this command, with no address; named once, when a change needs it.
  let actor: string | undefined;
  const describeActor = () =>
    describeCommandUser({ option: values.actor, variable: 'CLIENTS_ACTOR', env });
  const by = () => ({
    actor: (actor ??= describeActor()),
    address: null,
    at: Date.now(),
  });
  const db = openClientDatabase(dbPath);
  const email = () => option('email', CLIENT_WORK_FIELDS.email);
  const clientId = () => requireClient(db, email()).id;
  try {
    switch (command) {
      case 'add': {
        const fields = { email: values.email, name: values.name, company: values.company };
        const { clientId: id, expiresAt } = addClient(db, fields, by());
        const client = findClientById(db, id)!;
        return `Cliente ${client.email} creado. ${describeSentLink('La invitación', client.email, expiresAt)}`;
      }
      case 'invite': {
        const sent = resendInvitation(db, clientId(), by());
        return describeSentLink('Una invitación nueva', sent.email, sent.expiresAt);
      }
      case 'list':
        return (
          listClients(db)
            .map((client) =>
              [client.email, client.name, client.company]
                .concat(client.disabled ? ['desactivado'] : [])
                .join('\t'),
            )
            .join('\n') || 'Aún no hay clientes.'
        );
      case 'reset-password': {
        const sent = sendPasswordReset(db, clientId(), by());
        return `${describeSentLink('El enlace para restablecer la contraseña', sent.email, sent.expiresAt)} La contraseña actual sigue hasta que la cambie.`;
      }
      case 'disable':
      case 'enable': {
        const disabled = setClientAccess(db, clientId(), { disabled: command === 'disable' }, by());
        return disabled ? 'Acceso desactivado; se cerraron sus sesiones.' : 'Acceso activado.';
      }
      case 'service set':
        saveService(
          db,
          clientId(),
          {
            domain: values.domain,
            hostingPlan: values.plan,
            renewalDate: values.renewal,
            mailboxes: values.mailboxes,
          },
          by(),
        );
        return 'Servicio guardado.';
      case 'project add':
        addProject(db, clientId(), { name: values.name, ...projectOptions(values) }, by());
        return 'Proyecto agregado.';
      case 'project update': {
        const project = requireProjectByName(db, clientId(), option('name', lookupText));
        updateProject(
          db,
          project.id,
          { ...projectOptions(values), version: project.version },
          by(),
        );
        return 'Proyecto actualizado.';
      }
      case 'invoice add':
        addInvoice(db, clientId(), { number: values.number, ...invoiceOptions(values) }, by());
        return 'Factura agregada.';
      case 'invoice update': {
        const invoice = requireInvoiceByNumber(db, clientId(), option('number', lookupText));
        updateInvoice(
          db,
          invoice.id,
          { ...invoiceOptions(values), version: invoice.version },
          by(),
        );
        return 'Factura actualizada.';
      }
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
        const entries = listCfdiRequests(db, { pendingOnly });
        if (entries.length > 0) return formatCfdiTable(entries);
        return pendingOnly
          ? 'No hay CFDI pendientes de emitir.'
          : 'Aún no hay solicitudes de CFDI.';
      }
      case 'cfdi show': {
        const invoice = option('invoice', lookupText);
        const entry = listCfdiRequests(db).find(
          (request) => request.invoice.toUpperCase() === invoice.toUpperCase(),
        );
        if (!entry)
          throw new Error(`El cliente no ha solicitado el CFDI de la factura ${invoice}.`);
        return formatCfdiRequest(entry);
      }
      case 'cfdi issue': {
        const invoice = option('invoice', lookupText);
        const input = { uuid: values.uuid, downloadUrl: values.url };
        const folio = issueInvoiceCfdi(db, requireInvoiceId(db, invoice), input, by());
        return `CFDI de la factura ${invoice} emitido con el folio fiscal ${folio}.`;
      }
      case 'cfdi link': {
        const invoice = option('invoice', lookupText);
        changeCfdiLink(db, requireInvoiceId(db, invoice), { downloadUrl: values.url }, by());
        return `Enlace de descarga del CFDI de la factura ${invoice} guardado.`;
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    db.close();
  }
}

/** The orders that fix what stops an upgrade: they open the file without migrating it. */
const UPGRADE_COMMANDS = new Set([
  'colisiones',
  'renombrar-factura',
  'renombrar-dominio',
  'renombrar-correo',
]);

/** A value to look a row up by, exactly as stored (an older release may have stored any text). */
const storedText = z.string({ error: 'es obligatorio' }).min(1, 'es obligatorio');

function runUpgradeCommand(
  command: string,
  values: OptionValues,
  { env, dbPath }: { env: NodeJS.ProcessEnv; dbPath: string },
): string {
  const { option } = createOptionReader(values);
  const db = openClientDatabaseAsIs(dbPath);
  const by = () => ({
    actor: describeCommandUser({ option: values.actor, variable: 'CLIENTS_ACTOR', env }),
    address: null,
    at: Date.now(),
  });
  try {
    switch (command) {
      case 'colisiones':
        return describeUpgradeConflicts(db, CLIENT_MIGRATIONS, findClientUpgradeConflicts);
      case 'renombrar-factura':
        return renameInvoiceNumber(
          db,
          option('number', storedText),
          option('nuevo', storedText),
          by(),
        );
      case 'renombrar-dominio':
        return renameServiceDomain(
          db,
          option('email', storedText),
          option('domain', storedText),
          option('nuevo', storedText),
          by(),
        );
      default:
        return changeClientEmail(
          db,
          option('email', storedText),
          option('nuevo', storedText),
          by(),
        );
    }
  } finally {
    db.close();
  }
}

/** `backup` and `restore` work on the database file itself, so they never open it to migrate. */
async function runFileCommand(
  command: 'backup' | 'restore',
  file: string,
  dbPath: string,
): Promise<string> {
  if (command === 'backup') return `Respaldo escrito en ${await backupDatabase(dbPath, file)}.`;
  await restoreDatabase(file, dbPath);
  return `Base de datos restaurada desde ${file}.`;
}

/** The message of a failure; a refused field is named by its option, as typed. */
function describeFailure(error: unknown): string {
  if (error instanceof ClientWorkError && error.field) {
    return `--${FIELD_OPTIONS[error.field] ?? error.field}: ${error.message}`;
  }
  return errorMessage(error);
}

/**
 * `npm run clients -- …`: runs the order in `args` on the database at `CLIENT_DB_PATH` of
 * `io.env`, writes the
 * answer to `io.stdout` or the failure to `io.stderr`, and resolves with the exit code.
 */
export async function runClientsCommand(args: string[], io: CommandIo): Promise<number> {
  const parsed = readCommandArguments(args, OPTIONS, USAGE, io.stderr);
  if (!parsed) return 1;
  const { positionals, values } = parsed;
  const dbPath = getClientDbPath(io.env);
  const [command = '', file] = positionals;
  return answerCommand(
    io,
    async () => {
      if (UPGRADE_COMMANDS.has(command) && positionals.length === 1) {
        return runUpgradeCommand(command, values, { env: io.env, dbPath });
      }
      return (command === 'backup' || command === 'restore') &&
        file !== undefined &&
        positionals.length === 2
        ? runFileCommand(command, file, dbPath)
        : run(positionals.join(' '), values, { env: io.env, dbPath });
    },
    (error) => `${describeFailure(error)}\nBase de datos: ${dbPath}`,
  );
}

if (require.main === module) runAsProcess(runClientsCommand);
