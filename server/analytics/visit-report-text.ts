import type { DashboardData, DashboardFilters } from '../../lib/staff-area/staff-contract';
import { MEXICO_CITY_TIME_ZONE } from '../../lib/site/mexico-city-date';
import { formatClickRate, type PageCounts, type VisitReport } from './visit-report';

const DEVICE_LABELS: Record<string, string> = {
  telefono: 'teléfono',
  tableta: 'tableta',
  escritorio: 'escritorio',
};
const DIRECT = 'directo o sin origen';
const NONE = '—';

/** A click figure, or a dash where the view's filters leave clicks uncounted. */
type ClickCell = (value: string | number) => string | number;

/** A page's line: its path, visits, visitors, clicks and clicks per 100 visits. */
const toPageRow = (page: PageCounts, click: ClickCell) => [
  page.path,
  page.visits,
  page.visitors ?? NONE,
  click(page.clicks),
  click(formatClickRate(page)),
];

type Section = { title: string; header: string[]; rows: (string | number)[][]; empty: string };

/** The report's tables, in the order the text and the CSV show them. */
type ReportTables = Pick<
  VisitReport,
  | 'pages'
  | 'articles'
  | 'referrers'
  | 'campaigns'
  | 'devices'
  | 'places'
  | 'services'
  | 'previous'
  | 'clicksCounted'
> &
  Partial<Pick<VisitReport, 'drops'>>;

const clockTime = new Intl.DateTimeFormat('es-MX', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: MEXICO_CITY_TIME_ZONE,
});

/** The days a report is compared with: `del 2025-11-01 al 2025-11-30`, with the time if cut. */
export function describePreviousDays({ from, to, until }: VisitReport['previous']): string {
  const days = from === to ? `el ${from}` : `del ${from} al ${to}`;
  return until === null ? days : `${days} hasta las ${clockTime.format(Date.parse(until))}`;
}

/** The report's sections, in the order the text and the CSV show them. */
function listSections(report: ReportTables): Section[] {
  const pageColumns = ['VISITAS', 'VISITANTES', 'CLICS WHATSAPP', 'CLICS POR 100 VISITAS'];
  const click: ClickCell = (value) => (report.clicksCounted ? value : NONE);
  return [
    {
      title: 'Visitas por página',
      header: ['PÁGINA', ...pageColumns],
      rows: report.pages.map((page) => toPageRow(page, click)),
      empty: 'Sin visitas en estas fechas.',
    },
    {
      title: 'Artículos más leídos',
      header: ['ARTÍCULO', ...pageColumns],
      rows: report.articles.map((page) => toPageRow(page, click)),
      empty: 'Sin visitas a artículos.',
    },
    {
      title: 'Sitios de origen',
      header: ['ORIGEN', 'VISITAS'],
      rows: report.referrers.map((row) => [row.host || DIRECT, row.visits]),
      empty: 'Sin visitas.',
    },
    {
      title: 'Campañas (utm)',
      header: ['FUENTE', 'MEDIO', 'CAMPAÑA', 'VISITAS', 'CLICS WHATSAPP', 'CLICS POR 100 VISITAS'],
      rows: report.campaigns.map((row) => [
        row.source || NONE,
        row.medium || NONE,
        row.campaign || NONE,
        row.visits,
        click(row.clicks),
        click(formatClickRate(row)),
      ]),
      empty: 'Sin visitas con etiquetas utm.',
    },
    {
      title: 'Dispositivos',
      header: ['DISPOSITIVO', 'VISITAS'],
      rows: report.devices.map((row) => [DEVICE_LABELS[row.device] ?? row.device, row.visits]),
      empty: 'Sin visitas.',
    },
    {
      title: `Conversaciones por servicio (ANTES: ${describePreviousDays(report.previous)})`,
      header: [
        'SERVICIO',
        'VISITAS',
        'CLICS WHATSAPP',
        'CLICS POR 100 VISITAS',
        'VISITAS ANTES',
        'CLICS ANTES',
        'CLICS POR 100 ANTES',
      ],
      rows: report.services.map((row) => [
        row.path,
        row.visits,
        click(row.clicks),
        click(formatClickRate(row)),
        row.previousVisits,
        click(row.previousClicks),
        click(formatClickRate({ visits: row.previousVisits, clicks: row.previousClicks })),
      ]),
      empty: 'Sin visitas a las páginas de los servicios.',
    },
    {
      title: 'Clics en WhatsApp por página y lugar',
      header: ['PÁGINA', 'LUGAR', 'CLICS'],
      rows: report.places.map((row) => [row.path, row.place, row.clicks]),
      empty: report.clicksCounted
        ? 'Sin clics en WhatsApp.'
        : 'Los clics en WhatsApp no se cuentan con un filtro por origen: un clic no guarda de dónde llegó la visita.',
    },
    ...(report.drops
      ? [
          {
            title: 'Avisos descartados por el tope diario',
            header: ['DÍA', 'AVISOS DESCARTADOS'],
            rows: report.drops.map((row) => [row.day, row.beacons]),
            empty: 'Ningún día llegó al tope de eventos guardados.',
          },
        ]
      : []),
  ];
}

const FILTER_LABELS = {
  pagina: 'página',
  origen: 'origen',
  campana: 'campaña',
  dispositivo: 'dispositivo',
  lugar: 'lugar de WhatsApp',
} as const satisfies Record<keyof DashboardFilters, string>;

/** The filters of a view in words (`página /blog, origen google.com`), or '' for none. */
export function describeFilters(filters: DashboardFilters): string {
  return Object.entries(filters)
    .filter(([, value]) => value)
    .map(([key, value]) => `${FILTER_LABELS[key as keyof DashboardFilters]} ${value}`)
    .join(', ');
}

/**
 * Control characters (an escape sequence could clear the screen or fake a line) and the marks
 * that reverse the direction of text: a visitor chose some of the report's values.
 */
const UNPRINTABLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** Rows as columns padded to their widest cell, numbers aligned to the right. */
function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows].map((row) =>
    row.map((cell) => String(cell).replace(UNPRINTABLE, '')),
  );
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells
    .map((row, index) =>
      row
        .map((cell, column) =>
          index > 0 && typeof rows[index - 1]![column] === 'number'
            ? cell.padStart(widths[column]!)
            : cell.padEnd(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The report as text for the terminal, in Spanish. */
export function formatVisitReport(report: VisitReport): string {
  const { totals } = report;
  const summary = [
    `Estadísticas de visitas del ${report.from} al ${report.to} (días de la Ciudad de México)`,
    ...(describeFilters(report.filters) ? [`Filtros: ${describeFilters(report.filters)}`] : []),
    `Visitas: ${totals.visits} · visitantes: ${totals.visitors ?? NONE} · clics en WhatsApp: ` +
      `${report.clicksCounted ? totals.clicks : NONE} · clics por cada 100 visitas: ` +
      `${report.clicksCounted ? formatClickRate(totals) : NONE}`,
  ].join('\n');
  const sections = listSections(report).map(({ title, header, rows, empty }) =>
    [title, rows.length > 0 ? formatTable(header, rows) : empty].join('\n'),
  );
  return [
    summary,
    ...sections,
    'Visitantes: la suma de los visitantes distintos de cada día (quien vuelve otro día cuenta otra vez);' +
      ' con un filtro por origen, campaña o dispositivo no se conocen (—). Clics: un clic no guarda de' +
      ' dónde llegó la visita, así que con un filtro por origen no se cuentan (—).',
  ].join('\n\n');
}

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a
 * carriage return first: a campaign tag or a referrer is whatever a link said) gets an apostrophe
 * in front and quotes around it, as OWASP's "CSV injection" advice says; quotes, commas and line
 * breaks are quoted too. Numbers go as they are.
 */
export function formatCsvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return text === value && !/[",\r\n]/.test(value) ? value : `"${text.replace(/"/g, '""')}"`;
}

/** Sections as CSV: a first column with the section, a blank line between sections, a BOM. */
function formatSectionsCsv(sections: Pick<Section, 'title' | 'header' | 'rows'>[]): string {
  const lines = sections.flatMap(({ title, header, rows }) => [
    ['SECCIÓN', ...header].map(formatCsvCell).join(','),
    ...rows.map((row) => [title, ...row].map(formatCsvCell).join(',')),
    '',
  ]);
  return `\uFEFF${lines.join('\r\n')}`;
}

/**
 * The same report as CSV for a spreadsheet: a first column with the section, then each
 * section's own columns; a blank line between sections. UTF-8 with a byte-order mark, so Excel
 * reads the accents.
 */
export function formatVisitReportCsv(report: VisitReport): string {
  return formatSectionsCsv(listSections(report));
}

/**
 * A dashboard view as CSV, through the same cells and sections as the command's: first the
 * period, its filters and totals against the previous period, then the series, then the tables.
 */
export function formatDashboardCsv(data: DashboardData, filters: DashboardFilters): string {
  const click: ClickCell = (value) => (data.clicksCounted ? value : NONE);
  const totalsRow = (label: string, totals: DashboardData['totals']) => [
    label,
    totals.visits,
    totals.visitors ?? NONE,
    click(totals.clicks),
    click(totals.clicksPer100),
  ];
  const until = data.previous.until;
  return formatSectionsCsv([
    {
      title: 'Periodo',
      header: ['DESDE', 'HASTA', 'ANTERIOR DESDE', 'ANTERIOR HASTA', 'FILTROS'],
      rows: [
        [
          data.period.from,
          data.period.to,
          data.previous.from,
          until === null
            ? data.previous.to
            : `${data.previous.to} ${clockTime.format(Date.parse(until))}`,
          describeFilters(filters) || NONE,
        ],
      ],
    },
    {
      title: 'Totales',
      header: ['PERIODO', 'VISITAS', 'VISITANTES', 'CLICS WHATSAPP', 'CLICS POR 100 VISITAS'],
      rows: [totalsRow('actual', data.totals), totalsRow('anterior', data.previousTotals)],
    },
    {
      title: 'Serie',
      header: [
        'INICIO',
        'FIN',
        'PARCIAL',
        'VISITAS',
        'CLICS WHATSAPP',
        'ANTES DESDE',
        'ANTES HASTA',
        'VISITAS ANTES',
        'CLICS WHATSAPP ANTES',
      ],
      rows: data.series.map((point) => [
        point.start,
        point.end,
        point.partial ?? NONE,
        point.visits,
        click(point.clicks),
        point.previousDays?.from ?? NONE,
        point.previousDays?.to ?? NONE,
        point.previousVisits ?? NONE,
        point.previousClicks === null ? NONE : click(point.previousClicks),
      ]),
    },
    ...listSections(data),
  ]);
}
