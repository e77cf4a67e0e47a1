import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import type { WhatsAppPlace } from '../lib/analytics/whatsapp-places';
import type { DashboardFilters, StaffRole } from '../lib/staff-area/staff-contract';
import { e2eServerEnv, e2eVisitsDbPath } from '../playwright.config';
import { openVisitsDatabase } from '../server/analytics/database';
import { aggregateClosedDays } from '../server/analytics/rollup';
import { recordVisitEvent, type DeviceClass } from '../server/analytics/visits';
import { generateTotp } from '../server/staff/second-factor';

const run = promisify(execFile);

/** `npm run <script> -- <args>` with the e2e server's databases and key; its standard output. */
async function runNpmScript(script: string, args: string[], env: Record<string, string> = {}) {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, ...e2eServerEnv, ...env },
  });
  return stdout;
}

export const STAFF_PASSWORD = 'huerta-del-equipo-2026';

/**
 * Adds a staff account with `npm run personal -- agregar`, as docs/equipo.md shows, to the e2e
 * server's staff file or to the one `env` names.
 */
export async function addStaff(
  staff: { email: string; name: string; role: StaffRole },
  env: Record<string, string> = {},
) {
  const args = ['agregar', '--email', staff.email, '--nombre', staff.name, '--rol', staff.role];
  return runNpmScript('personal', args, { ...env, STAFF_PASSWORD });
}

/** Page views of one page from one source on one day, with their visitors and WhatsApp clicks. */
export type SeededVisits = {
  day: string;
  path: string;
  /** The referrer's host, null for a direct visit. */
  source: string | null;
  device: DeviceClass;
  visits: number;
  /** Distinct visitors among the visits, none shared with another group. */
  visitors: number;
  clicks: number;
  place: WhatsAppPlace;
};

/** Noon in Mexico City (UTC−6) of an `AAAA-MM-DD` day. */
const noonOf = (day: string) => Date.parse(`${day}T12:00:00-06:00`);

/**
 * Writes the groups' events into the e2e server's visits file the way the API records them, then
 * closes their days the way the server does every hour. The days must have ended.
 */
export function seedVisits(groups: SeededVisits[]): void {
  const db = openVisitsDatabase(e2eVisitsDbPath, null);
  try {
    for (const group of groups) {
      const visitors = Array.from({ length: group.visitors }, () =>
        randomBytes(16).toString('hex'),
      );
      const event = {
        path: group.path,
        referrerHost: group.source,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        device: group.device,
      };
      for (let index = 0; index < group.visits; index += 1) {
        recordVisitEvent(db, {
          ...event,
          occurredAt: noonOf(group.day) + index * 1000,
          kind: 'visita',
          place: null,
          visitorHash: visitors[index % visitors.length] ?? '',
        });
      }
      for (let index = 0; index < group.clicks; index += 1) {
        recordVisitEvent(db, {
          ...event,
          occurredAt: noonOf(group.day) + index * 1000 + 500,
          kind: 'whatsapp',
          place: group.place,
          visitorHash: visitors[0] ?? '',
        });
      }
    }
    aggregateClosedDays(db, Date.now());
  } finally {
    db.close();
  }
}

/**
 * A line of figures: visits, visitors and clicks (null: not counted under the filter, as a
 * source filter leaves the clicks), and the rate as printed («—» when not counted).
 */
export type Figures = {
  visits: number;
  visitors: number | null;
  clicks: number | null;
  rate: string;
};

/** What `npm run estadisticas` prints, read back: the totals, each page and each source. */
export type PrintedReport = {
  totals: Figures;
  pages: (Figures & { path: string })[];
  sources: { host: string; visits: number }[];
};

const readCount = (text: string) => (text === '—' ? null : Number(text));

/** The lines of the section titled `title`, without the title and the header. */
function readSection(output: string, title: string): string[] {
  const section = output.split('\n\n').find((block) => block.startsWith(`${title}\n`));
  if (!section) throw new Error(`The report has no section «${title}»:\n${output}`);
  return section.split('\n').slice(2);
}

/** Parses the report the command prints. */
export function parseReport(output: string): PrintedReport {
  const summary =
    /Visitas: (\d+) · visitantes: (\d+|—) · clics en WhatsApp: (\d+|—) · clics por cada 100 visitas: (\S+)/.exec(
      output,
    );
  if (!summary) throw new Error(`No totals in the report:\n${output}`);
  const [, visits = '', visitors = '', clicks = '', rate = ''] = summary;
  const pages = readSection(output, 'Visitas por página').map((line) => {
    const [path = '', pageVisits = '', pageVisitors = '', pageClicks = '', pageRate = ''] =
      line.split(/\s+/);
    return {
      path,
      visits: Number(pageVisits),
      visitors: readCount(pageVisitors),
      clicks: readCount(pageClicks),
      rate: pageRate,
    };
  });
  const sources = readSection(output, 'Sitios de origen').map((line) => {
    const [, host = '', sourceVisits = ''] = /^(.+?)\s+(\d+)$/.exec(line) ?? [];
    return { host, visits: Number(sourceVisits) };
  });
  return {
    totals: {
      visits: Number(visits),
      visitors: readCount(visitors),
      clicks: readCount(clicks),
      rate,
    },
    pages,
    sources,
  };
}

/** `npm run estadisticas -- --desde … --hasta …` with the filters as its options, parsed. */
export async function readPrintedReport(
  from: string,
  to: string,
  filters: DashboardFilters = {},
): Promise<PrintedReport> {
  const options = Object.entries(filters).flatMap(([key, value]) => [`--${key}`, value]);
  return parseReport(
    await runNpmScript('estadisticas', ['--desde', from, '--hasta', to, ...options]),
  );
}

/**
 * Signs in at the staff panel for the first time: the password, then the enrolment of the second
 * factor with a code computed from the secret the page shows, then past the recovery codes.
 */
export async function signInAndEnrol(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Activa tu segundo factor' })).toBeVisible();
  const secret = await page
    .getByRole('listitem')
    .filter({ hasText: 'Escribe esta clave' })
    .getByRole('code')
    .innerText();
  await page
    .getByRole('textbox', { name: 'Código de tu aplicación' })
    .fill(generateTotp(secret, email, Date.now()));
  await page.getByRole('button', { name: 'Activar y entrar' }).click();

  await expect(page.getByRole('list', { name: 'Códigos de recuperación' })).toContainText(
    /[A-Z0-9]{4}-[A-Z0-9]{4}/,
  );
  await expect(
    page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: 'Ya los guardé, ir al panel' }).click();
}
