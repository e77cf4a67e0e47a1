import { fireEvent, render, screen, within } from '@testing-library/react';
import { buildSearchIndex } from '@/lib/blog/article-search';
import { BlogIndex } from '@/components/blog/blog-index';
import type { Article } from '@/lib/blog/article-schema';
import { buildTestArticle } from '../../fixtures/article';
import { countBlogPages, getBlogPage } from '@/lib/blog/blog';

// Fourteen articles, newest first: two pages of the list. Only the oldest one is about hosting.
const articles: Article[] = Array.from({ length: 14 }, (_, index) => {
  const number = 14 - index;
  const topic = number === 1 ? 'hosting para tu tienda' : `tema número ${number}`;
  return buildTestArticle({
    id: number,
    title: `Artículo ${number}: ${topic}`,
    slug: `articulo-${number}`,
    description: `Descripción del artículo ${number}. `.padEnd(130, 'x'),
    keywords: ['palabra', 'clave', 'de', 'prueba'],
    image: '/images/blog/portada.webp',
    publishedDate: `2025-01-${String(number).padStart(2, '0')}`,
    readingMinutes: 3,
    sourceFile: `content/articles/articulo-${number}.md`,
    category: 'desarrollo',
    categoryInfo: {
      slug: 'desarrollo',
      name: 'Desarrollo',
      description: 'Lenguajes, herramientas y buenas prácticas para construir software.',
    },
  });
});

function renderPage(page: number) {
  render(
    <BlogIndex
      intro={{ eyebrow: 'Blog', title: 'Ideas y guías', lead: 'Guías prácticas.' }}
      searchIndexUrl="/blog/busqueda.json?v=1"
      articles={getBlogPage(articles, page)}
      page={page}
      total={countBlogPages(articles.length)}
    />,
  );
}

const shownTitles = () =>
  within(screen.getByRole('region', { name: 'Artículos' }))
    .queryAllByRole('heading', { level: 2 })
    .filter((heading) => !heading.closest('[hidden]'))
    .map((heading) => heading.textContent);

beforeEach(() => {
  const index = buildSearchIndex(articles);
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => index,
  })) as unknown as typeof fetch;
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('BlogIndex', () => {
  it('lists its own page and searches every article of the blog', async () => {
    renderPage(1);
    expect(shownTitles()).toHaveLength(12);
    expect(shownTitles()).not.toContain('Artículo 1: hosting para tu tienda');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar en el blog' }), {
      target: { value: 'hosting' },
    });
    expect(await screen.findByText('1 artículo encontrado')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Artículo 1: hosting para tu tienda']);
    expect(
      screen.getByRole('link', { name: 'Artículo 1: hosting para tu tienda' }),
    ).toHaveAttribute('href', '/articulo-1');
  });

  it('finds an article of the first page from the second one', async () => {
    renderPage(2);
    expect(shownTitles()).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar en el blog' }), {
      target: { value: 'numero 14' },
    });
    await screen.findByText('1 artículo encontrado');
    expect(shownTitles()).toEqual(['Artículo 14: tema número 14']);
    expect(screen.queryByRole('navigation', { name: 'Páginas del blog' })).not.toBeInTheDocument();
  });
});
