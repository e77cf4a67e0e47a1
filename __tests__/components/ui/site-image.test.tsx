import { render, screen } from '@testing-library/react';
import { SiteImage } from '@/components/ui/site-image';

const logo = { src: '/images/brand/logo.svg', alt: 'Código Verde', width: 40, height: 40 };

describe('SiteImage', () => {
  it('reserves its intrinsic size and loads lazily by default', () => {
    render(<SiteImage {...logo} />);
    const image = screen.getByRole('img', { name: 'Código Verde' });
    expect(image).toHaveAttribute('src', '/images/brand/logo.svg');
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly when told, at the normal priority', () => {
    render(<SiteImage {...logo} loading="eager" />);
    const image = screen.getByRole('img', { name: 'Código Verde' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the page main image eagerly and first', () => {
    render(<SiteImage {...logo} loading="lazy" priority />);
    const image = screen.getByRole('img', { name: 'Código Verde' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers its dark variant to the dark colour scheme, the light one staying the default', () => {
    const { container } = render(<SiteImage {...logo} darkSrc="/images/brand/logo-dark.svg" />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    expect(source).toHaveAttribute('srcset', '/images/brand/logo-dark.svg');
    expect(screen.getByRole('img', { name: 'Código Verde' })).toHaveAttribute(
      'src',
      '/images/brand/logo.svg',
    );
  });

  it('is a plain image when it has no dark variant', () => {
    const { container } = render(<SiteImage {...logo} />);
    expect(container.querySelector('picture')).toBeNull();
  });
});
