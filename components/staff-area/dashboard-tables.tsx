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

const PAGE_COLUMNS = ['Página', 'Visitas', 'Visitantes', 'Clics', 'Clics por 100 visitas'];

function toPageRow(page: PageRow): DataRow {
  return {
    key: page.path,
    label: page.path,
    filters: { pagina: page.path },
    filterName: `Filtrar por la página ${page.path}`,
    value: page.visits,
    cells: [
      formatCount(page.visits),
      formatVisitors(page.visitors),
      formatCount(page.clicks),
      formatRate(getClicksPer100(page.clicks, page.visits)),
    ],
  };
}

/**
 * The period's tables, each row a filter: pages, articles, sources, campaigns, devices, the
 * conversations each service page started, WhatsApp places.
 */
export function DashboardTables({
  data,
  onFilter,
}: {
  data: DashboardData;
  onFilter: (filters: DashboardFilters) => void;
}) {
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
      />
      <DataTable
        title="Artículos"
        columns={['Artículo', ...PAGE_COLUMNS.slice(1)]}
        rows={data.articles.map(toPageRow)}
        onFilter={onFilter}
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
          cells: [formatCount(campaign.visits), formatCount(campaign.clicks)],
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
        title="Conversaciones por servicio"
        columns={['Servicio', 'Visitas', 'Clics', 'Clics por 100 visitas', 'Periodo anterior']}
        rows={data.services.map((service) => ({
          key: service.path,
          label: service.path.replace(/^\/servicios\//, ''),
          filters: { pagina: service.path },
          filterName: `Filtrar por la página ${service.path}`,
          value: service.visits,
          cells: [
            formatCount(service.visits),
            formatCount(service.clicks),
            formatRate(getClicksPer100(service.clicks, service.visits)),
            service.previousVisits === 0
              ? 'sin visitas'
              : `${formatRate(getClicksPer100(service.previousClicks, service.previousVisits))} (${formatCount(service.previousClicks)} de ${formatCount(service.previousVisits)})`,
          ],
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
      />
    </div>
  );
}
