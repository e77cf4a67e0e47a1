import { z } from 'zod';
import { describeWeakPassword } from '../../lib/client-area/client-api-contract';
import { buildEmailSchema } from '../../lib/site/email-schema';
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  auditQuerySchema,
} from '../../lib/staff-area/staff-contract';
import { readText } from '../../lib/staff-area/client-work-fields';
import { listAuditRows, openAuditFile } from '../shared/audit-log';
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
import { getClientDbPath, getStaffDbPath } from '../shared/database-paths';
import { hashPassword } from '../shared/passwords';
import { promptHidden } from '../shared/prompt';
import {
  formatAuditLine,
  listAuditLog,
  recordStaffAudit,
  staffAuditSource,
  type StaffAuditAction,
} from './audit';
import {
  STAFF_MIGRATIONS,
  openStaffDatabase,
  openStaffDatabaseAsIs,
  type StaffDatabase,
} from './database';
import { rotateStaffKey } from './key-rotation';
import { changeStaffEmail, findStaffUpgradeConflicts } from './upgrade-conflicts';
import { warnUnreadableFactors } from './secret-check';
import { getStaffKeyPath } from './secret-key';
import {
  createStaff,
  listStaff,
  requireStaff,
  resetSecondFactor,
  setStaffDisabled,
  setStaffPassword,
} from './store';

const USAGE = `Uso: npm run personal -- <orden> [opciones] [--actor "Nombre Apellido"]

  agregar --email E --nombre N --rol ${STAFF_ROLES.join('|')}
                                        Crea una cuenta del equipo (contraseña: STAFF_PASSWORD o se pregunta)
  listar                                Lista las cuentas, su rol y si tienen el segundo factor
  desactivar --email E                  Desactiva la cuenta y cierra sus sesiones al instante
  activar --email E                     Vuelve a activar la cuenta
  restablecer-contrasena --email E      Cambia la contraseña y cierra sus sesiones
  restablecer-segundo-factor --email E  Borra el segundo factor y sus códigos de recuperación:
                                        el próximo inicio de sesión lo inscribe de nuevo
  rotar-clave                           Cifra los segundos factores con una clave nueva, con el
                                        servidor detenido (la actual: STAFF_SECRET_KEY o
                                        staff-secret.key; la nueva: STAFF_NEW_SECRET_KEY o, con
                                        el archivo, una al azar que lo reemplaza)
  auditoria [--tipo acceso|lectura|cambio] [--persona P] [--sobre S] [--desde AAAA-MM-DD]
            [--hasta AAAA-MM-DD] [--antes CURSOR] [--limite 50]
                                        Lista la bitácora del equipo y del trabajo con clientes,
                                        lo más reciente primero, por páginas (--antes: el que
                                        da la página anterior al final)
  respaldo ARCHIVO                      Copia la base del equipo a ARCHIVO (con el servidor encendido);
                                        si ya existe, a ARCHIVO-2, ARCHIVO-3…
  colisiones                            Lista lo que impide actualizar la base y cómo resolverlo
                                        (la abre sin actualizarla, aunque el servidor no arranque)
  renombrar-correo --email E --nuevo CORREO
                                        Cambia el correo de una cuenta, escrito como está guardado

  La bitácora nombra a quien hace cada cambio: --actor, si no STAFF_ACTOR, si no el nombre de
  la cuenta del sistema (chfn -f); siempre junto a la cuenta.`;

const OPTIONS = {
  email: { type: 'string' },
  nombre: { type: 'string' },
  rol: { type: 'string' },
  limite: { type: 'string' },
  tipo: { type: 'string' },
  persona: { type: 'string' },
  sobre: { type: 'string' },
  desde: { type: 'string' },
  hasta: { type: 'string' },
  antes: { type: 'string' },
  actor: { type: 'string' },
  nuevo: { type: 'string' },
} as const;

type OptionValues = NonNullable<ReturnType<typeof readCommandArguments<typeof OPTIONS>>>['values'];

// A name is stored text: the client work's rule (no control or bidi characters, 200 at most).
const text = z.unknown().transform((input, context) => {
  const reading = readText(input);
  if ('value' in reading) return reading.value;
  context.addIssue({ code: 'custom', message: reading.problem });
  return z.NEVER;
});
const role = z.enum(STAFF_ROLES, { error: `debe ser ${STAFF_ROLES.join(' o ')}` });
const limit = z.coerce
  .number({ error: 'debe ser un entero de 1 o más' })
  .int('debe ser un entero de 1 o más')
  .min(1, 'debe ser un entero de 1 o más')
  .max(10_000, 'debe ser como máximo 10000');

async function readNewPassword(env: NodeJS.ProcessEnv): Promise<string> {
  const password = env.STAFF_PASSWORD ?? (await promptHidden('Contraseña nueva: '));
  const weakness = describeWeakPassword(password);
  if (weakness) throw new Error(`La contraseña no es segura. ${weakness}`);
  return password;
}

/** Records a change made with this command: who ran it (`actor`), on which account. */
function audit(db: StaffDatabase, actor: string, action: StaffAuditAction, account: string) {
  recordStaffAudit(db, {
    occurredAt: Date.now(),
    actor,
    action,
    detail: account,
    address: null,
  });
}

async function run(
  command: string,
  values: OptionValues,
  { env, dbPath }: { env: NodeJS.ProcessEnv; dbPath: string },
): Promise<string> {
  const { option, optional } = createOptionReader(values);
  const email = () => option('email', buildEmailSchema());
  // Read first in each change: a name that cannot be recorded stops it before anything is asked.
  const actor = () => describeCommandUser({ option: values.actor, variable: 'STAFF_ACTOR', env });
  const db = openStaffDatabase(dbPath);
  try {
    switch (command) {
      case 'agregar': {
        const by = actor();
        const input = { email: email(), name: option('nombre', text), role: option('rol', role) };
        const passwordHash = await hashPassword(await readNewPassword(env));
        db.transaction(() => {
          createStaff(db, { ...input, passwordHash }, Date.now());
          audit(db, by, 'cuenta_creada', `${input.email} (${STAFF_ROLE_LABELS[input.role]})`);
        }).immediate();
        return `Cuenta de ${input.email} creada (${STAFF_ROLE_LABELS[input.role]}). Al iniciar sesión por primera vez inscribirá el segundo factor.`;
      }
      case 'listar':
        return (
          (listStaff(db)
            .map((staff) =>
              [
                staff.email,
                staff.name,
                STAFF_ROLE_LABELS[staff.role],
                staff.enrolled ? 'con segundo factor' : 'sin segundo factor',
                ...(staff.disabled ? ['desactivada'] : []),
              ].join('\t'),
            )
            .join('\n') || 'Aún no hay cuentas del equipo.') +
          warnUnreadableFactors(db, env, getStaffKeyPath(dbPath))
        );
      case 'desactivar':
      case 'activar': {
        const by = actor();
        const staff = requireStaff(db, email());
        const disabled = command === 'desactivar';
        db.transaction(() => {
          setStaffDisabled(db, staff.id, disabled, Date.now());
          audit(db, by, disabled ? 'cuenta_desactivada' : 'cuenta_activada', staff.email);
        }).immediate();
        return disabled
          ? `Cuenta de ${staff.email} desactivada; sus sesiones se cerraron.`
          : `Cuenta de ${staff.email} activada.`;
      }
      case 'restablecer-contrasena': {
        const by = actor();
        const staff = requireStaff(db, email());
        const hash = await hashPassword(await readNewPassword(env));
        db.transaction(() => {
          setStaffPassword(db, staff.id, hash, Date.now());
          audit(db, by, 'contrasena_restablecida', staff.email);
        }).immediate();
        return 'Contraseña actualizada; se cerraron las sesiones abiertas.';
      }
      case 'restablecer-segundo-factor': {
        const by = actor();
        const staff = requireStaff(db, email());
        db.transaction(() => {
          resetSecondFactor(db, staff.id, Date.now());
          audit(db, by, 'segundo_factor_restablecido', staff.email);
        }).immediate();
        return (
          `Segundo factor de ${staff.email} borrado; lo inscribirá de nuevo al iniciar sesión.` +
          warnUnreadableFactors(db, env, getStaffKeyPath(dbPath))
        );
      }
      case 'rotar-clave':
        return rotateStaffKey({ db, env, keyPath: getStaffKeyPath(dbPath), actor: actor() });
      case 'auditoria': {
        const pageSize = optional('limite', limit) ?? 50;
        const { tipo, persona, sobre, desde, hasta, antes } = values;
        const query = auditQuerySchema.safeParse({ tipo, persona, sobre, desde, hasta, antes });
        if (!query.success) {
          throw new Error(
            'Revisa los filtros: --tipo acceso, lectura o cambio; --desde y --hasta AAAA-MM-DD; --antes tal como lo dio la página anterior.',
          );
        }
        // The client work's rows live in the clients' file, written with each change.
        const workDb = openAuditFile(getClientDbPath(env));
        try {
          const sources = [staffAuditSource(db)];
          if (workDb) sources.push((filter, rows) => listAuditRows(workDb, filter, rows));
          const { entries, next } = listAuditLog(db, sources, query.data, pageSize);
          const lines = entries.map(formatAuditLine);
          if (next) lines.push(`Hay más: --antes ${next}`);
          return lines.join('\n') || 'No hay entradas en la bitácora con esos filtros.';
        } finally {
          workDb?.close();
        }
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    db.close();
  }
}

/** `colisiones` and `renombrar-correo`: the file opened as it is, without migrating it. */
function runUpgradeCommand(
  command: 'colisiones' | 'renombrar-correo',
  values: OptionValues,
  { env, dbPath }: { env: NodeJS.ProcessEnv; dbPath: string },
): string {
  const { option } = createOptionReader(values);
  const db = openStaffDatabaseAsIs(dbPath);
  try {
    if (command === 'colisiones') {
      return describeUpgradeConflicts(db, STAFF_MIGRATIONS, findStaffUpgradeConflicts);
    }
    // The e-mail as stored: an older release may have stored it in a form the rule now rewrites.
    const stored = z.string({ error: 'es obligatorio' }).min(1, 'es obligatorio');
    return changeStaffEmail(
      db,
      option('email', stored),
      option('nuevo', stored),
      describeCommandUser({ option: values.actor, variable: 'STAFF_ACTOR', env }),
    );
  } finally {
    db.close();
  }
}

/**
 * `npm run personal -- …`: runs the order in `args` on the database at `STAFF_DB_PATH` of
 * `io.env` (a new password from its `STAFF_PASSWORD`, else asked on the terminal), writes the
 * answer to `io.stdout` or the failure to `io.stderr`, and resolves with the exit code.
 */
export async function runStaffCommand(args: string[], io: CommandIo): Promise<number> {
  const parsed = readCommandArguments(args, OPTIONS, USAGE, io.stderr);
  if (!parsed) return 1;
  const { positionals, values } = parsed;
  const dbPath = getStaffDbPath(io.env);
  const [command = '', file] = positionals;
  if ((command === 'colisiones' || command === 'renombrar-correo') && positionals.length === 1) {
    return answerCommand(
      io,
      async () => runUpgradeCommand(command, values, { env: io.env, dbPath }),
      (error) => `${errorMessage(error)}\nBase de datos: ${dbPath}`,
    );
  }
  return answerCommand(
    io,
    () =>
      command === 'respaldo' && file !== undefined && positionals.length === 2
        ? backupDatabase(dbPath, file).then(
            (written) => `Respaldo del equipo escrito en ${written}.`,
          )
        : run(positionals.join(' '), values, { env: io.env, dbPath }),
    (error) => `${errorMessage(error)}\nBase de datos: ${dbPath}`,
  );
}

if (require.main === module) runAsProcess(runStaffCommand);
