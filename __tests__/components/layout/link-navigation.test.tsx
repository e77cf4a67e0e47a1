import { fireEvent, render, screen } from '@testing-library/react';
import { LinkNavigation } from '@/components/layout/link-navigation';
import { SiteLink } from '@/components/ui/site-link';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

describe('LinkNavigation', () => {
  it('marks the document once React has taken it over', () => {
    document.documentElement.removeAttribute('data-hydrated');
    render(<LinkNavigation />);
    expect(document.documentElement).toHaveAttribute('data-hydrated', '');
  });
});

describe('SiteLink with LinkNavigation', () => {
  it('is a plain link to the page, with no handler of its own', () => {
    render(<SiteLink href="/blog">Blog</SiteLink>);
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link).toHaveAttribute('href', '/blog');
    // Without LinkNavigation (before hydration) a click is the browser's.
    expect(fireEvent.click(link)).toBe(true);
  });

  it('fetches the page ahead when the visitor shows the intent to open it', () => {
    render(
      <>
        <LinkNavigation />
        <SiteLink href="/blog">
          <span>Blog</span>
        </SiteLink>
      </>,
    );
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('Blog'));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Blog' }));
    fireEvent.touchStart(screen.getByText('Blog'));
    expect(prefetch.mock.calls).toEqual([['/blog'], ['/blog'], ['/blog']]);
  });

  it('navigates on the client on a plain click, after the handler the link is given', () => {
    const onClick = jest.fn();
    render(
      <>
        <LinkNavigation />
        <SiteLink href="/blog" onClick={onClick}>
          Blog
        </SiteLink>
      </>,
    );
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/blog');
    expect(notPrevented).toBe(false);
  });

  it('leaves other links, a modifier key, a new tab or a cancelled click to the browser', () => {
    render(
      <>
        <LinkNavigation />
        <SiteLink href="/blog">Blog</SiteLink>
        <SiteLink href="/rss.xml" target="_blank" rel="noopener">
          RSS
        </SiteLink>
        <SiteLink href="/sobre-nosotros" onClick={(event) => event.preventDefault()}>
          Nosotros
        </SiteLink>
        <a href="https://example.com/terminos">Términos</a>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'RSS' }));
    fireEvent.click(screen.getByRole('link', { name: 'Nosotros' }));
    expect(fireEvent.click(screen.getByRole('link', { name: 'Términos' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('stops listening when it unmounts', () => {
    const { unmount } = render(<LinkNavigation />);
    unmount();
    render(<SiteLink href="/blog">Blog</SiteLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(push).not.toHaveBeenCalled();
  });
});

describe('SiteLink on a document whose links load their page (the 404 page)', () => {
  afterEach(() => document.documentElement.removeAttribute('data-full-page-links'));

  it('leaves every click to the browser', () => {
    document.documentElement.setAttribute('data-full-page-links', '');
    render(
      <>
        <LinkNavigation />
        <SiteLink href="/blog">Blog</SiteLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Blog' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });
});
