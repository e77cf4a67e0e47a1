import { fireEvent, render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/ui/site-link';

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
});
