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
  page.visitors,
  page.clicks,
  formatClickRate(page),
];

type Section = { title: string; header: string[]; rows: (string | number)[][]; empty: string };

/** The report's sections, in the order the text and the CSV show them. */
function listSections(report: VisitReport): Section[] {
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
      title: 'Clics en WhatsApp por página y lugar',
      header: ['PÁGINA', 'LUGAR', 'CLICS'],
      rows: report.places.map((row) => [row.path, row.place, row.clicks]),
      empty: 'Sin clics en WhatsApp.',
    },
    {
      title: 'Avisos descartados por el tope diario',
      header: ['DÍA', 'AVISOS DESCARTADOS'],
      rows: report.drops.map((row) => [row.day, row.beacons]),
      empty: 'Ningún día llegó al tope de eventos guardados.',
    },
  ];
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
    `Visitas: ${totals.visits} · visitantes: ${totals.visitors} · clics en WhatsApp: ` +
      `${totals.clicks} · clics por cada 100 visitas: ${formatClickRate(totals)}`,
  ].join('\n');
  const sections = listSections(report).map(({ title, header, rows, empty }) =>
    [title, rows.length > 0 ? formatTable(header, rows) : empty].join('\n'),
  );
  return [
    summary,
    ...sections,
    'Visitantes: la suma de los visitantes distintos de cada día (quien vuelve otro día cuenta otra vez).',
  ].join('\n\n');
}

/** How a text cell starts when a spreadsheet would run it as a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. A text that starts like a formula gets a `'` in front and quotes around it (the
 * OWASP rule against CSV injection), so `=HYPERLINK(…)` stays text; numbers go as they are.
 */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return text === value && !/[",\r\n]/.test(value) ? value : `"${text.replace(/"/g, '""')}"`;
}

/**
 * The same report as CSV for a spreadsheet: a first column with the section, then each
 * section's own columns; a blank line between sections. UTF-8 with a byte-order mark, so Excel
 * reads the accents.
 */
export function formatVisitReportCsv(report: VisitReport): string {
  const lines = listSections(report).flatMap(({ title, header, rows }) => [
    ['SECCIÓN', ...header].map(csvCell).join(','),
    ...rows.map((row) => [title, ...row].map(csvCell).join(',')),
    '',
  ]);
  return `\uFEFF${lines.join('\r\n')}`;
}
