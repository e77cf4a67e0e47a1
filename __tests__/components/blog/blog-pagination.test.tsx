import { render, screen, within } from '@testing-library/react';
import { BlogPagination } from '@/components/blog/blog-pagination';

const nav = () => screen.getByRole('navigation', { name: 'Páginas del blog' });
const linkNames = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('BlogPagination', () => {
  it('renders nothing for a single page', () => {
    render(<BlogPagination current={1} total={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links the previous and next pages, the ends and the pages around the current one', () => {
    render(<BlogPagination current={200} total={417} />);
    expect(linkNames()).toEqual([
      '← Anterior',
      '1',
      '198',
      '199',
      '200',
      '201',
      '202',
      '417',
      'Siguiente →',
    ]);
    expect(screen.getByRole('link', { name: 'Página 200' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /Anterior/ })).toHaveAttribute(
      'href',
      '/blog/pagina/199',
    );
    expect(screen.getByRole('link', { name: /Siguiente/ })).toHaveAttribute(
      'href',
      '/blog/pagina/201',
    );
    expect(screen.getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/blog');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = render(<BlogPagination current={1} total={3} />);
    expect(linkNames()).toEqual(['1', '2', '3', 'Siguiente →']);
    unmount();
    render(<BlogPagination current={3} total={3} />);
    expect(linkNames()).toEqual(['← Anterior', '1', '2', '3']);
  });
});
