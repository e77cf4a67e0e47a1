import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  FILTER_KEYS,
  dashboardQuerySchema,
  type DashboardFilters,
} from '../../lib/staff-area/staff-contract';
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import { backupDatabase } from '../shared/backup';
import { getVisitsDbPath } from '../shared/database-paths';
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
  --respaldo  en lugar del informe, copia la base de visitas a ARCHIVO (con el servidor encendido)`;

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

async function main(): Promise<string> {
  const { values } = parseArgs({
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
    await backupDatabase(getVisitsDbPath(), values.respaldo);
    return `Respaldo de las visitas escrito en ${values.respaldo}.`;
  }
  const { from, to } = readRange(values);
  const db = openVisitsDatabase();
  try {
    const report = buildVisitReport(db, from, to, filters);
    const text = formatVisitReport(report);
    if (!values.csv) return text;
    const file = `estadisticas-${from}-a-${to}.csv`;
    writeFileSync(file, formatVisitReportCsv(report));
    return `${text}\n\nCSV escrito en ${file}.`;
  } finally {
    db.close();
  }
}

main()
  .then((message) => console.log(message))
  .catch((error: unknown) => {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    console.error(`Base de datos: ${getVisitsDbPath()}`);
    process.exitCode = 1;
  });
