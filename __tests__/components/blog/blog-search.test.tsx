import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BlogSearch } from '@/components/blog/blog-search';
import { RESULTS_PER_STEP } from '@/components/blog/search-results';
import { buildSearchIndex } from '@/lib/blog/article-search';
import { buildTestArticle } from '../../fixtures/article';

const category = { slug: 'hosting', name: 'Hosting y dominios', description: 'Servidores.' };
const articles = [
  buildTestArticle({ slug: 'guia-seo', title: 'Guía de posicionamiento SEO' }),
  buildTestArticle({ slug: 'cache', title: 'Caché del navegador', keywords: ['velocidad'] }),
  buildTestArticle({ slug: 'hosting', title: 'Guía completa de hosting', categoryInfo: category }),
  // Thirty articles about the same topic: more than two steps of results.
  ...Array.from({ length: 30 }, (_, index) =>
    buildTestArticle({ slug: `correo-${index + 1}`, title: `Correo corporativo ${index + 1}` }),
  ),
];

/** What `fetch` resolves to, reduced to what the search reads (jsdom has no `Response`). */
const answer = (body: unknown, status = 200) => ({
  ok: status < 400,
  status,
  json: async () => body,
});

let fetchMock: jest.Mock;
let testNumber = 0;
let indexUrl = '';

beforeEach(() => {
  // Each test has its own index URL: the component keeps one request per URL for the visit.
  testNumber += 1;
  indexUrl = `/blog/busqueda.json?v=${testNumber}`;
  fetchMock = jest.fn(async () => answer(buildSearchIndex(articles)));
  global.fetch = fetchMock;
});
afterEach(() => window.history.replaceState(null, '', '/'));

function renderSearch() {
  render(
    <BlogSearch indexUrl={indexUrl}>
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

async function typeQuery(value: string) {
  fireEvent.focus(search());
  fireEvent.change(search(), { target: { value } });
  await screen.findByText(/encontrados?$/);
}

describe('BlogSearch', () => {
  it("shows the page's own list and fetches nothing until the field is used", () => {
    renderSearch();
    expect(shownTitles()).toEqual(['Artículo de esta página']);
    expect(screen.getByRole('navigation', { name: 'Páginas del blog' })).toBeVisible();
    expect(screen.queryByText(/encontrad/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the index once, when the field first gets the focus', async () => {
    renderSearch();
    fireEvent.focus(search());
    expect(fetchMock).toHaveBeenCalledWith(indexUrl);
    fireEvent.blur(search());
    fireEvent.focus(search());
    await typeQuery('seo');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('searches every article, ignoring accents and case, and announces the count politely', async () => {
    renderSearch();
    await typeQuery('GUIA');
    expect(shownTitles()).toEqual(['Guía de posicionamiento SEO', 'Guía completa de hosting']);
    expect(status()).toHaveTextContent('2 artículos encontrados');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('navigation', { name: 'Páginas del blog' })).not.toBeInTheDocument();

    fireEvent.change(search(), { target: { value: 'cache velocidad' } });
    expect(shownTitles()).toEqual(['Caché del navegador']);
    expect(status()).toHaveTextContent('1 artículo encontrado');
  });

  it('finds an article by the name of its category and links each card to its page', async () => {
    renderSearch();
    await typeQuery('dominios');
    expect(shownTitles()).toEqual(['Guía completa de hosting']);
    expect(screen.getByRole('link', { name: 'Guía completa de hosting' })).toHaveAttribute(
      'href',
      '/hosting',
    );
    expect(screen.getByRole('link', { name: 'Hosting y dominios' })).toHaveAttribute(
      'href',
      '/blog/categoria/hosting',
    );
  });

  it('shows 12 results at a time; "Ver más" adds 12 and takes the focus to the first new one', async () => {
    renderSearch();
    await typeQuery('correo');
    expect(status()).toHaveTextContent('30 artículos encontrados');
    expect(shownTitles()).toHaveLength(RESULTS_PER_STEP);
    fireEvent.click(screen.getByRole('button', { name: 'Ver más artículos (18 restantes)' }));
    expect(shownTitles()).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Correo corporativo 13' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Ver más artículos (6 restantes)' }));
    expect(shownTitles()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Ver más/ })).not.toBeInTheDocument();

    // A new query starts again from the first 12.
    fireEvent.change(search(), { target: { value: 'corporativo' } });
    expect(shownTitles()).toHaveLength(RESULTS_PER_STEP);
  });

  it('keeps the query in the URL as ?q= and drops it when the field is emptied', async () => {
    renderSearch();
    await typeQuery('caché');
    expect(window.location.search).toBe('?q=cach%C3%A9');
    fireEvent.change(search(), { target: { value: '' } });
    expect(window.location.search).toBe('');
    expect(shownTitles()).toEqual(['Artículo de esta página']);
  });

  it('restores the search from the URL, fetching the index at once', async () => {
    window.history.replaceState(null, '', '/blog?q=hosting');
    renderSearch();
    expect(search()).toHaveValue('hosting');
    expect(await screen.findByText('1 artículo encontrado')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Guía completa de hosting']);
  });

  it('says when nothing matches and clears the search from the empty state', async () => {
    renderSearch();
    await typeQuery('zapatos');
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

  it('clears a search that found articles with "Borrar búsqueda"', async () => {
    renderSearch();
    await typeQuery('seo');
    fireEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(search()).toHaveValue('');
    expect(shownTitles()).toEqual(['Artículo de esta página']);
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', async () => answer('', 503)],
    ['a broken file', async () => answer({ otra: 'cosa' })],
  ])('keeps the page list and says so when the index fails (%s), then retries', async (_, fail) => {
    fetchMock.mockImplementationOnce(fail);
    renderSearch();
    fireEvent.focus(search());
    fireEvent.change(search(), { target: { value: 'seo' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar la búsqueda');
    expect(shownTitles()).toEqual(['Artículo de esta página']);

    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    });
    await waitFor(() => expect(status()).toHaveTextContent('1 artículo encontrado'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shownTitles()).toEqual(['Guía de posicionamiento SEO']);
  });
});
