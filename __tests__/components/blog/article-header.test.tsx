import { render, screen } from '@testing-library/react';
import { ArticleCard } from '@/components/blog/article-card';
import { ArticleHeader } from '@/components/blog/article-header';
import { loadFixtureArticles } from '../../fixtures/fixture-articles';

const articles = loadFixtureArticles('editorial', '2025-03-01');
const find = (slug: string) => articles.find((article) => article.slug === slug)!;

describe('ArticleHeader', () => {
  it('shows the updated date next to the publication date', () => {
    render(<ArticleHeader article={find('publicado')} />);
    expect(screen.getByText('10 de enero de 2025')).toHaveAttribute('datetime', '2025-01-10');
    expect(screen.getByText(/Actualizado el/)).toHaveTextContent(
      'Actualizado el 20 de febrero de 2025',
    );
    expect(screen.queryByText('Borrador.')).not.toBeInTheDocument();
  });

  it('says an article is a draft, or when a scheduled one goes out', () => {
    const { unmount } = render(<ArticleHeader article={find('borrador')} />);
    expect(screen.getByText('Borrador.').parentElement).toHaveTextContent('draft: true');
    expect(screen.queryByText(/Actualizado el/)).not.toBeInTheDocument();
    unmount();
    render(<ArticleHeader article={find('programado')} />);
    expect(screen.getByText('Borrador.').parentElement).toHaveTextContent(
      'Programado: se publica con la primera compilación del 2 de marzo de 2025 o posterior.',
    );
  });
});

describe('ArticleCard', () => {
  it('labels a draft, and only a draft', () => {
    const { unmount } = render(<ArticleCard article={find('borrador')} />);
    expect(screen.getByRole('article')).toHaveTextContent('Borrador');
    unmount();
    render(<ArticleCard article={find('del-dia')} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('Borrador');
  });
});
