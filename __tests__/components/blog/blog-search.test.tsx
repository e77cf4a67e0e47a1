import { fireEvent, render, screen } from '@testing-library/react';
import { BlogSearch } from '@/components/blog/blog-search';

const articles = [
  {
    slug: 'guia-seo',
    title: 'Guía de posicionamiento SEO',
    text: 'Guía de posicionamiento SEO buscadores',
  },
  {
    slug: 'cache',
    title: 'Caché del navegador',
    text: 'Caché del navegador velocidad rendimiento',
  },
  {
    slug: 'hosting',
    title: 'Guía completa de hosting',
    text: 'Guía completa de hosting dominio correo',
  },
];

function renderSearch() {
  const items = articles.map(({ slug, title, text }) => ({
    slug,
    text,
    card: <h2>{title}</h2>,
  }));
  render(
    <BlogSearch items={items}>
      <ul>
        <li>
          <h2>Artículo de esta página</h2>
        </li>
      </ul>
      <nav aria-label="Páginas del blog" />
    </BlogSearch>,
  );
}

const search = () => screen.getByRole('searchbox', { name: 'Buscar en el blog' });
const shownTitles = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .filter((heading) => !heading.closest('[hidden]'))
    .map((heading) => heading.textContent);
const status = () => screen.getByText(/artículos? encontrados?$/);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('BlogSearch', () => {
  it("shows the page's own list until there is a query", () => {
    renderSearch();
    expect(shownTitles()).toEqual(['Artículo de esta página']);
    expect(screen.getByRole('navigation', { name: 'Páginas del blog' })).toBeVisible();
    expect(screen.queryByText(/encontrad/)).not.toBeInTheDocument();
  });

  it('searches every article, ignoring accents and case, and announces the count politely', () => {
    renderSearch();
    fireEvent.change(search(), { target: { value: 'GUIA' } });
    expect(shownTitles()).toEqual(['Guía de posicionamiento SEO', 'Guía completa de hosting']);
    expect(status()).toHaveTextContent('2 artículos encontrados');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('navigation', { name: 'Páginas del blog' })).not.toBeInTheDocument();

    fireEvent.change(search(), { target: { value: 'cache navegador' } });
    expect(shownTitles()).toEqual(['Caché del navegador']);
    expect(status()).toHaveTextContent('1 artículo encontrado');
  });

  it('keeps the query in the URL as ?q= and drops it when the field is emptied', () => {
    renderSearch();
    fireEvent.change(search(), { target: { value: 'caché' } });
    expect(window.location.search).toBe('?q=cach%C3%A9');
    fireEvent.change(search(), { target: { value: '' } });
    expect(window.location.search).toBe('');
    expect(shownTitles()).toEqual(['Artículo de esta página']);
  });

  it('restores the search from the URL', () => {
    window.history.replaceState(null, '', '/blog?q=hosting');
    renderSearch();
    expect(search()).toHaveValue('hosting');
    expect(shownTitles()).toEqual(['Guía completa de hosting']);
  });

  it('says when nothing matches and clears the search from the empty state', () => {
    renderSearch();
    fireEvent.change(search(), { target: { value: 'zapatos' } });
    expect(status()).toHaveTextContent('0 artículos encontrados');
    expect(
      screen.getByRole('heading', { name: 'No encontramos artículos con esa búsqueda' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todos los artículos' }));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(window.location.search).toBe('');
    expect(shownTitles()).toEqual(['Artículo de esta página']);
    expect(screen.queryByText(/encontrad/)).not.toBeInTheDocument();
  });

  it('clears a search that found articles with "Borrar búsqueda"', () => {
    renderSearch();
    fireEvent.change(search(), { target: { value: 'seo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(search()).toHaveValue('');
    expect(shownTitles()).toEqual(['Artículo de esta página']);
  });
});
