import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataRow } from '@/components/staff-area/data-table';

const rows: DataRow[] = Array.from({ length: 12 }, (_, index) => ({
  key: `/articulo-${index + 1}`,
  label: `/articulo-${index + 1}`,
  filters: { pagina: `/articulo-${index + 1}` },
  filterName: `Filtrar por la página /articulo-${index + 1}`,
  cells: [String(100 - index)],
}));

describe('DataTable', () => {
  it('shows the first ten rows, and the rest on request', async () => {
    const user = userEvent.setup();
    const onFilter = jest.fn();
    render(
      <DataTable title="Páginas" columns={['Página', 'Visitas']} rows={rows} onFilter={onFilter} />,
    );
    const table = screen.getByRole('table');
    // The header row and ten.
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const more = screen.getByRole('button', { name: 'Ver las 12 filas' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    await user.click(screen.getByRole('button', { name: 'Filtrar por la página /articulo-12' }));
    expect(onFilter).toHaveBeenCalledWith({ pagina: '/articulo-12' });

    await user.click(screen.getByRole('button', { name: 'Ver solo las 10 primeras' }));
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });

  it('offers nothing more when every row fits', () => {
    render(
      <DataTable
        title="Dispositivos"
        columns={['Dispositivo', 'Visitas']}
        rows={rows.slice(0, 3)}
        onFilter={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Ver / })).toBeNull();
  });

  it('gives each row its share of the total and every figure its column, for the cards of a phone', () => {
    const { container } = render(
      <DataTable
        title="Páginas"
        columns={['Página', 'Visitas', 'Clics']}
        rows={[
          { key: '/a', label: '/a', cells: ['2,630', '12'], value: 2630 },
          { key: '/b', label: '/b', cells: ['870', '3'], value: 870 },
        ]}
        onFilter={jest.fn()}
      />,
    );
    const shares = [...container.querySelectorAll('svg rect')].map((bar) =>
      bar.getAttribute('width'),
    );
    expect(shares).toEqual(['75.1', '24.9']);
    const [first] = screen.getAllByRole('rowheader');
    expect(first).toHaveTextContent(/^\/a$/);
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
      ['Visitas', '2,630'],
      ['Clics', '12'],
    ]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Página',
      'Visitas',
      'Clics',
    ]);
  });

  it('says why it is empty when told', () => {
    render(
      <DataTable
        title="Lugares de WhatsApp"
        columns={['Página y lugar', 'Clics']}
        rows={[]}
        onFilter={jest.fn()}
        empty="Los clics no se cuentan con el filtro por origen."
      />,
    );
    expect(screen.getByText('Los clics no se cuentan con el filtro por origen.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
