import { render, screen, within } from '@testing-library/react';
import { ArticleCard } from '@/components/blog/article-card';
import { ArticleHeader } from '@/components/blog/article-header';
import { AuthorBox } from '@/components/blog/author-box';
import { CategoryNav } from '@/components/blog/category-nav';
import { getCategories, groupArticlesByCategory } from '@/lib/blog/categories';
import { selectShownArticles } from '@/lib/blog/publication';
import { loadFixtureArticles } from '../../fixtures/fixture-articles';

const articles = loadFixtureArticles('categories', '2025-03-15');
const find = (slug: string) => articles.find((article) => article.slug === slug)!;

describe('the byline and the category of an article', () => {
  it('shows the author with the avatar and role, and the category chip, in the header', () => {
    const { container } = render(<ArticleHeader article={find('seo-enero')} />);
    expect(screen.getByText('Por Fernanda Aguilar')).toBeInTheDocument();
    expect(screen.getByText('SEO y contenidos')).toBeInTheDocument();
    expect(
      container.querySelector('img[src="/images/authors/fernanda-aguilar.svg"]'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'SEO y posicionamiento' })).toHaveAttribute(
      'href',
      '/blog/categoria/seo',
    );
  });

  it('signs as the agency on a card when the article names no author', () => {
    const { container } = render(<ArticleCard article={find('hosting-enero')} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Por Código Verde')).toBeInTheDocument();
    expect(container.querySelector('img[src="/images/authors/codigo-verde.svg"]')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Hosting y velocidad' })).toHaveAttribute(
      'href',
      '/blog/categoria/hosting',
    );
  });

  it('shows no chip for a draft that has not chosen its category', () => {
    render(<ArticleCard article={find('borrador-sin-categoria')} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('ends the article with who wrote it and their links, opened in a new tab', () => {
    const byline = {
      ...find('seo-enero').byline,
      links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/ejemplo' }],
    };
    render(<AuthorBox byline={byline} />);
    const box = screen.getByRole('complementary', { name: 'Quién escribe este artículo' });
    expect(box).toHaveTextContent('Fernanda Aguilar');
    expect(within(box).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'rel',
      'noopener noreferrer me',
    );
  });
});

describe('CategoryNav', () => {
  it('counts the published articles of each category and marks the one shown', () => {
    const shown = selectShownArticles(articles);
    render(
      <CategoryNav
        groups={groupArticlesByCategory(shown, getCategories())}
        total={shown.length}
        current="seo"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Categorías del blog' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Todos (4)',
      'SEO y posicionamiento (3)',
      'Hosting y velocidad (1)',
    ]);
    expect(within(nav).getByRole('link', { name: /SEO/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Todos/ })).not.toHaveAttribute('aria-current');
  });
});
