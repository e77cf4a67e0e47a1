import { fireEvent, render, screen, within } from '@testing-library/react';
import { DirectoryBrowser } from '@/components/directory/directory-browser';
import type { DirectoryEntry } from '@/lib/content/directory';
import { listCategories } from '@/lib/site/directory-filter';

function entry(id: string, name: string, category: string, city: string): DirectoryEntry {
  return {
    id,
    name,
    category,
    city,
    description: `${name} atiende a sus clientes en ${city}.`,
    logo: `/images/directory/${id}.svg`,
    links: { website: `https://${id}.mx` },
  };
}

const entries = [
  entry('cafe-la-montana', 'Café La Montaña', 'Alimentos y bebidas', 'Xalapa'),
  entry('clinica-dental-sonrisa', 'Clínica Dental Sonrisa', 'Salud y bienestar', 'Guadalajara'),
  entry('estudio-yoga-ollin', 'Estudio de Yoga Ollin', 'Salud y bienestar', 'Ciudad de México'),
  entry('academia-aprende', 'Academia Aprende', 'Educación', 'León'),
];

function renderBrowser() {
  const items = entries.map((item) => ({
    entry: item,
    card: <h3>{item.name}</h3>,
  }));
  render(<DirectoryBrowser items={items} categories={listCategories(entries)} />);
}

const count = () => screen.getByText(/^\d+ negocios?$/);
const search = () => screen.getByRole('searchbox', { name: 'Buscar negocio' });
const visibleNames = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .filter((heading) => !heading.closest('li')?.hidden)
    .map((heading) => heading.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('DirectoryBrowser', () => {
  it('shows every business and announces the count politely', () => {
    renderBrowser();
    expect(count()).toHaveTextContent('4 negocios');
    expect(count()).toHaveAttribute('aria-live', 'polite');
    expect(visibleNames()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Todas', pressed: true })).toBeInTheDocument();
  });

  it('searches without caring about accents and writes the query to the URL', () => {
    renderBrowser();
    fireEvent.change(search(), { target: { value: 'cafe' } });
    expect(count()).toHaveTextContent('1 negocio');
    expect(visibleNames()).toEqual(['Café La Montaña']);
    expect(window.location.search).toBe('?q=cafe');
  });

  it('filters by category with pressed chips', () => {
    renderBrowser();
    const group = screen.getByRole('group', { name: 'Categoría' });
    fireEvent.click(within(group).getByRole('button', { name: 'Salud y bienestar' }));
    expect(within(group).getByRole('button', { name: 'Salud y bienestar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(count()).toHaveTextContent('2 negocios');
    expect(window.location.search).toBe('?categoria=salud-y-bienestar');
    fireEvent.change(search(), { target: { value: 'méxico' } });
    expect(visibleNames()).toEqual(['Estudio de Yoga Ollin']);
  });

  it('shows an empty state whose button clears the filters and returns to the search', () => {
    renderBrowser();
    fireEvent.change(search(), { target: { value: 'zapatería' } });
    expect(count()).toHaveTextContent('0 negocios');
    expect(
      screen.getByRole('heading', { name: 'No encontramos negocios con esa búsqueda' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(count()).toHaveTextContent('4 negocios');
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: /No encontramos/ })).toBeNull();
  });

  it('restores the filters from the URL of a shared view', () => {
    window.history.replaceState(
      null,
      '',
      '/directorio-clientes?q=sonrisa&categoria=salud-y-bienestar',
    );
    renderBrowser();
    expect(search()).toHaveValue('sonrisa');
    expect(screen.getByRole('button', { name: 'Salud y bienestar', pressed: true })).toBeVisible();
    expect(visibleNames()).toEqual(['Clínica Dental Sonrisa']);
  });

  it('ignores a category in the URL that does not exist', () => {
    window.history.replaceState(null, '', '/directorio-clientes?categoria=zapaterias');
    renderBrowser();
    expect(count()).toHaveTextContent('4 negocios');
    expect(screen.getByRole('button', { name: 'Todas', pressed: true })).toBeInTheDocument();
  });
});
