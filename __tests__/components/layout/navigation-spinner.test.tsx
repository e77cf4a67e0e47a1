import { act, fireEvent, render, screen } from '@testing-library/react';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';
import { SiteLink } from '@/components/ui/site-link';

let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderWithLinks() {
  const view = render(
    <>
      <NavigationSpinner />
      <SiteLink href="/blog" onClick={(event) => event.preventDefault()}>
        Blog
      </SiteLink>
      <SiteLink href="/#servicios" onClick={(event) => event.preventDefault()}>
        Servicios
      </SiteLink>
      <a
        href="https://example.org/"
        target="_blank"
        rel="noreferrer"
        onClick={(event) => event.preventDefault()}
      >
        Fuera
      </a>
    </>,
  );
  return view;
}

describe('NavigationSpinner', () => {
  it('covers the page while a navigation to another page is pending, then goes away', () => {
    const { rerender } = renderWithLinks();
    expect(screen.queryByRole('status', { name: 'Cargando' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
    pathname = '/blog';
    rerender(<NavigationSpinner />);
    expect(screen.queryByRole('status', { name: 'Cargando' })).not.toBeInTheDocument();
    pathname = '/';
  });

  it('ignores links to the same page and to other sites', () => {
    renderWithLinks();
    fireEvent.click(screen.getByRole('link', { name: 'Servicios' }));
    fireEvent.click(screen.getByRole('link', { name: 'Fuera' }));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('status', { name: 'Cargando' })).not.toBeInTheDocument();
  });
});
