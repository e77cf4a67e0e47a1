import type { DashboardData, DashboardFilters } from '../../lib/staff-area/staff-contract';
import { formatClickRate, type PageCounts, type VisitReport } from './visit-report';

const DEVICE_LABELS: Record<string, string> = {
  telefono: 'teléfono',
  tableta: 'tableta',
  escritorio: 'escritorio',
};
const DIRECT = 'directo o sin origen';
const NONE = '—';

/** A page's line: its path, visits, visitors, clicks and clicks per 100 visits. */
const toPageRow = (page: PageCounts) => [
  page.path,
  page.visits,
  page.visitors ?? NONE,
  page.clicks,
  formatClickRate(page),
];

type Section = { title: string; header: string[]; rows: (string | number)[][]; empty: string };

/** The report's tables, in the order the text and the CSV show them. */
type ReportTables = Pick<
  VisitReport,
  'pages' | 'articles' | 'referrers' | 'campaigns' | 'devices' | 'places' | 'services'
> &
  Partial<Pick<VisitReport, 'drops'>>;

/** The report's sections, in the order the text and the CSV show them. */
function listSections(report: ReportTables): Section[] {
  const pageColumns = ['VISITAS', 'VISITANTES', 'CLICS WHATSAPP', 'CLICS POR 100 VISITAS'];
  return [
    {
      title: 'Visitas por página',
      header: ['PÁGINA', ...pageColumns],
      rows: report.pages.map(toPageRow),
      empty: 'Sin visitas en estas fechas.',
    },
    {
      title: 'Artículos más leídos',
      header: ['ARTÍCULO', ...pageColumns],
      rows: report.articles.map(toPageRow),
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
        row.clicks,
        formatClickRate(row),
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
      title: 'Conversaciones por servicio (ANTES: el periodo del mismo largo justo anterior)',
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
        row.clicks,
        formatClickRate(row),
        row.previousVisits,
        row.previousClicks,
        formatClickRate({ visits: row.previousVisits, clicks: row.previousClicks }),
      ]),
      empty: 'Sin visitas a las páginas de los servicios.',
    },
    {
      title: 'Clics en WhatsApp por página y lugar',
      header: ['PÁGINA', 'LUGAR', 'CLICS'],
      rows: report.places.map((row) => [row.path, row.place, row.clicks]),
      empty: 'Sin clics en WhatsApp.',
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
      `${totals.clicks} · clics por cada 100 visitas: ${formatClickRate(totals)}`,
  ].join('\n');
  const sections = listSections(report).map(({ title, header, rows, empty }) =>
    [title, rows.length > 0 ? formatTable(header, rows) : empty].join('\n'),
  );
  return [
    summary,
    ...sections,
    'Visitantes: la suma de los visitantes distintos de cada día (quien vuelve otro día cuenta otra vez);' +
      ' con un filtro por origen, campaña o dispositivo no se conocen (—).',
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
  const totalsRow = (label: string, totals: DashboardData['totals']) => [
    label,
    totals.visits,
    totals.visitors ?? NONE,
    totals.clicks,
    totals.clicksPer100,
  ];
  return formatSectionsCsv([
    {
      title: 'Periodo',
      header: ['DESDE', 'HASTA', 'ANTERIOR DESDE', 'ANTERIOR HASTA', 'FILTROS'],
      rows: [
        [
          data.period.from,
          data.period.to,
          data.previous.from,
          data.previous.to,
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
      header: ['INICIO', 'VISITAS', 'CLICS WHATSAPP', 'VISITAS ANTES', 'CLICS WHATSAPP ANTES'],
      rows: data.series.map((point) => [
        point.start,
        point.visits,
        point.clicks,
        point.previousVisits,
        point.previousClicks,
      ]),
    },
    ...listSections(data),
  ]);
}
