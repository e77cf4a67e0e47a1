import { fireEvent, render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/ui/site-link';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

describe('SiteLink', () => {
  it('is a plain link to the page that still runs the handlers it is given', () => {
    const onFocus = jest.fn();
    const onPointerEnter = jest.fn();
    const onTouchStart = jest.fn();
    render(
      <SiteLink
        href="/blog"
        onFocus={onFocus}
        onPointerEnter={onPointerEnter}
        onTouchStart={onTouchStart}
      >
        Blog
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link).toHaveAttribute('href', '/blog');

    fireEvent.focus(link);
    fireEvent.pointerEnter(link);
    fireEvent.touchStart(link);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onTouchStart).toHaveBeenCalledTimes(1);
  });

  it('fetches the page ahead only once the visitor shows the intent to open it', () => {
    render(<SiteLink href="/blog">Blog</SiteLink>);
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Blog' }));
    expect(prefetch).toHaveBeenCalledWith('/blog');
  });

  it('navigates on the client on a plain click, after the handler it is given', () => {
    const onClick = jest.fn();
    render(
      <SiteLink href="/blog" onClick={onClick}>
        Blog
      </SiteLink>,
    );
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/blog');
    expect(notPrevented).toBe(false);
  });

  it('leaves a click with a modifier key, a new tab or a cancelled click to the browser', () => {
    render(
      <>
        <SiteLink href="/blog">Blog</SiteLink>
        <SiteLink href="/rss.xml" target="_blank" rel="noopener">
          RSS
        </SiteLink>
        <SiteLink href="/sobre-nosotros" onClick={(event) => event.preventDefault()}>
          Nosotros
        </SiteLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'RSS' }));
    fireEvent.click(screen.getByRole('link', { name: 'Nosotros' }));
    expect(push).not.toHaveBeenCalled();
  });
});
