import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  FILTER_KEYS,
  dashboardQuerySchema,
  type DashboardFilters,
} from '../../lib/staff-area/staff-contract';
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import { backupDatabase } from '../shared/backup';
import { answerCommand, errorMessage, runAsProcess, type CommandIo } from '../shared/command-line';
import { DatabaseUpgradeError } from '../shared/database';
import { getClientDbPath, getVisitsDbPath } from '../shared/database-paths';
import { openVisitsDatabase } from './database';
import { buildVisitReport } from './visit-report';
import { formatVisitReport, formatVisitReportCsv } from './visit-report-text';

const USAGE = `Uso: npm run estadisticas -- [--desde AAAA-MM-DD] [--hasta AAAA-MM-DD] [filtros] [--csv]
     npm run estadisticas -- --respaldo ARCHIVO

  --desde     primer día del informe (predeterminado: 30 días antes de --hasta)
  --hasta     último día del informe (predeterminado: hoy, en la Ciudad de México)
  --pagina /blog          solo esa página         --origen google.com   solo ese sitio de origen
  --campana noviembre     solo esa campaña utm    --dispositivo telefono|tableta|escritorio
  --lugar portada         solo los clics en WhatsApp de ese lugar (las visitas, todas)
  --csv       además escribe el informe en estadisticas-DESDE-a-HASTA.csv, para una hoja de cálculo
  --respaldo  en lugar del informe, copia la base de visitas a ARCHIVO (con el servidor encendido);
              si ya existe, a ARCHIVO-2, ARCHIVO-3…`;

const isoDate = z.iso.date({ error: 'debe ser una fecha AAAA-MM-DD' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** The report's days: the options given, else the 30 days that end today. */
function readRange(values: { desde?: string; hasta?: string }) {
  const read = (name: 'desde' | 'hasta', fallback: string) => {
    const parsed = isoDate.safeParse(values[name] ?? fallback);
    if (!parsed.success) throw new Error(`--${name}: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  };
  const to = read('hasta', toMexicoCityDate(Date.now()));
  const from = read('desde', new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10));
  if (from > to) throw new Error('--desde debe ser igual o anterior a --hasta');
  return { from, to };
}

/** The filters given, checked as the dashboard checks them. */
function readFilters(values: Record<string, string | boolean | undefined>): DashboardFilters {
  const filters: DashboardFilters = {};
  FILTER_KEYS.forEach((key) => {
    const value = values[key];
    if (typeof value === 'string' && value !== '') filters[key] = value;
  });
  const parsed = dashboardQuerySchema.safeParse({
    desde: '2000-01-01',
    hasta: '2000-01-01',
    agrupar: 'dia',
    ...filters,
  });
  if (!parsed.success) {
    const key = String(parsed.error.issues[0]?.path[0] ?? '');
    throw new Error(`--${key}: es demasiado largo`);
  }
  return filters;
}

async function main(args: string[], { env, cwd = process.cwd() }: CommandIo): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      desde: { type: 'string' },
      hasta: { type: 'string' },
      csv: { type: 'boolean' },
      respaldo: { type: 'string' },
      ...Object.fromEntries(FILTER_KEYS.map((key) => [key, { type: 'string' as const }])),
    },
  });
  const filters = readFilters(values);
  if (values.respaldo !== undefined) {
    const written = await backupDatabase(getVisitsDbPath(env), values.respaldo);
    return `Respaldo de las visitas escrito en ${written}.`;
  }
  const { from, to } = readRange(values);
  const db = openVisitsDatabase(getVisitsDbPath(env), getClientDbPath(env));
  try {
    const report = buildVisitReport(db, from, to, filters);
    const text = formatVisitReport(report);
    if (!values.csv) return text;
    const file = `estadisticas-${from}-a-${to}.csv`;
    writeFileSync(path.join(cwd, file), formatVisitReportCsv(report));
    return `${text}\n\nCSV escrito en ${file}.`;
  } finally {
    db.close();
  }
}

/**
 * `npm run estadisticas -- …`: the report of the visit counts at `VISITS_DB_PATH` of `io.env`, or
 * their backup, written to `io.stdout` (and the CSV to `io.cwd`), a failure to `io.stderr`;
 * resolves with the exit code.
 */
export function runVisitStatsCommand(args: string[], io: CommandIo): Promise<number> {
  return answerCommand(
    io,
    () => main(args, io),
    (error) =>
      error instanceof DatabaseUpgradeError
        ? error.message
        : `${errorMessage(error)}\n\n${USAGE}\nBase de datos: ${getVisitsDbPath(io.env)}`,
  );
}

if (require.main === module) runAsProcess(runVisitStatsCommand);
