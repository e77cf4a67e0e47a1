import {
  capitalize,
  formatCount,
  formatDevice,
  formatPlace,
  formatRate,
  formatVisitors,
  getClicksPer100,
} from '@/lib/staff-area/dashboard-format';
import type { DashboardData, DashboardFilters } from '@/lib/staff-area/staff-contract';
import { DataTable, type DataRow } from './data-table';
import styles from './dashboard-tables.module.scss';

type PageRow = DashboardData['pages'][number];

/** Each service page's path (`/servicios/{slug}`) and the service's name in the catalogue. */
export type ServiceNames = Readonly<Record<string, string>>;

const PAGE_COLUMNS = ['Página', 'Visitas', 'Visitantes', 'Clics', 'Clics por 100 visitas'];

const SERVICE_COLUMNS = [
  'Servicio',
  'Visitas',
  'Clics',
  'Clics por 100 visitas',
  'Visitas antes',
  'Clics antes',
  'Clics por 100 antes',
];

/** Where a view leaves the clicks uncounted (a source filter), every click figure is «—». */
const UNCOUNTED = '—';

/**
 * The period's tables, each row a filter: pages, articles, the conversations each service page
 * started (by the service's name, beside the days the period is compared with), sources,
 * campaigns, devices, WhatsApp places. The wide ones take the whole width.
 */
export function DashboardTables({
  data,
  serviceNames,
  onFilter,
}: {
  data: DashboardData;
  serviceNames: ServiceNames;
  onFilter: (filters: DashboardFilters) => void;
}) {
  const clicks = (value: number) => (data.clicksCounted ? formatCount(value) : UNCOUNTED);
  const rate = (clickCount: number, visits: number) =>
    data.clicksCounted ? formatRate(getClicksPer100(clickCount, visits)) : UNCOUNTED;
  const toPageRow = (page: PageRow): DataRow => ({
    key: page.path,
    label: page.path,
    filters: { pagina: page.path },
    filterName: `Filtrar por la página ${page.path}`,
    value: page.visits,
    cells: [
      formatCount(page.visits),
      formatVisitors(page.visitors),
      clicks(page.clicks),
      rate(page.clicks, page.visits),
    ],
  });
  return (
    <div className={styles.tables}>
      <p className={styles.hint}>
        Elige una fila de cualquier tabla para filtrar todo el panel por ella.
      </p>
      <DataTable
        title="Páginas"
        columns={PAGE_COLUMNS}
        rows={data.pages.map(toPageRow)}
        onFilter={onFilter}
        className={styles.full}
      />
      <DataTable
        title="Artículos"
        columns={['Artículo', ...PAGE_COLUMNS.slice(1)]}
        rows={data.articles.map(toPageRow)}
        onFilter={onFilter}
        className={styles.full}
      />
      <DataTable
        title="Conversaciones por servicio"
        columns={SERVICE_COLUMNS}
        rows={data.services.map((service) => {
          const name = serviceNames[service.path] ?? service.path;
          return {
            key: service.path,
            label: name,
            filters: { pagina: service.path },
            filterName: `Filtrar por el servicio ${name}`,
            value: service.visits,
            cells: [
              formatCount(service.visits),
              clicks(service.clicks),
              rate(service.clicks, service.visits),
              formatCount(service.previousVisits),
              clicks(service.previousClicks),
              service.previousVisits === 0
                ? UNCOUNTED
                : rate(service.previousClicks, service.previousVisits),
            ],
          };
        })}
        onFilter={onFilter}
        className={styles.full}
      />
      <DataTable
        title="Orígenes"
        columns={['Origen', 'Visitas']}
        rows={data.referrers.map((referrer) => ({
          key: referrer.host,
          label: referrer.host || 'Directo o desconocido',
          filters: referrer.host ? { origen: referrer.host } : undefined,
          filterName: `Filtrar por el origen ${referrer.host}`,
          value: referrer.visits,
          cells: [formatCount(referrer.visits)],
        }))}
        onFilter={onFilter}
      />
      <DataTable
        title="Campañas"
        columns={['Campaña (fuente / medio)', 'Visitas', 'Clics']}
        rows={data.campaigns.map((campaign) => ({
          key: `${campaign.source}|${campaign.medium}|${campaign.campaign}`,
          label: `${campaign.campaign} (${campaign.source} / ${campaign.medium})`,
          filters: campaign.campaign ? { campana: campaign.campaign } : undefined,
          filterName: `Filtrar por la campaña ${campaign.campaign}`,
          value: campaign.visits,
          cells: [formatCount(campaign.visits), clicks(campaign.clicks)],
        }))}
        onFilter={onFilter}
      />
      <DataTable
        title="Dispositivos"
        columns={['Dispositivo', 'Visitas']}
        rows={data.devices.map((device) => ({
          key: device.device,
          label: capitalize(formatDevice(device.device)),
          filters: { dispositivo: device.device },
          filterName: `Filtrar por el dispositivo ${formatDevice(device.device)}`,
          value: device.visits,
          cells: [formatCount(device.visits)],
        }))}
        onFilter={onFilter}
      />
      <DataTable
        title="Lugares de WhatsApp"
        columns={['Página y lugar', 'Clics']}
        rows={data.places.map((place) => ({
          key: `${place.path}|${place.place}`,
          label: `${place.path} · ${formatPlace(place.place)}`,
          filters: { pagina: place.path, lugar: place.place },
          filterName: `Filtrar por el lugar ${formatPlace(place.place)} de la página ${place.path}`,
          value: place.clicks,
          cells: [formatCount(place.clicks)],
        }))}
        onFilter={onFilter}
        empty={
          data.clicksCounted
            ? undefined
            : 'Los clics no se cuentan con el filtro por origen: un clic no guarda de dónde llegó la visita.'
        }
      />
    </div>
  );
}
