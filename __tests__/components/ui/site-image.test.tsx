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

  it('fetches the page main image eagerly and first, and paints it with the page', () => {
    render(<SiteImage {...logo} loading="lazy" priority />);
    const image = screen.getByRole('img', { name: 'Código Verde' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('decoding');
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

  describe('given how wide the layout draws it', () => {
    const cover = { src: '/images/blog/seo.webp', alt: 'Portada', width: 1200, height: 630 };
    const sizes = '(min-width: 1200px) 1152px, calc(100vw - 48px)';

    it('offers a wide WebP with its narrower copies, for the browser to pick one', () => {
      render(<SiteImage {...cover} sizes={sizes} />);
      const image = screen.getByRole('img', { name: 'Portada' });
      expect(image).toHaveAttribute('src', '/images/blog/seo.webp');
      expect(image).toHaveAttribute(
        'srcset',
        '/images/anchos/640/blog/seo.webp 640w, /images/anchos/960/blog/seo.webp 960w, ' +
          '/images/blog/seo.webp 1200w',
      );
      expect(image).toHaveAttribute('sizes', sizes);
    });

    it('offers the dark variant with its copies too', () => {
      const { container } = render(
        <SiteImage {...cover} darkSrc="/images/blog/seo-oscura.webp" sizes={sizes} />,
      );
      const source = container.querySelector('picture > source');
      expect(source).toHaveAttribute(
        'srcset',
        '/images/anchos/640/blog/seo-oscura.webp 640w, /images/anchos/960/blog/seo-oscura.webp 960w, ' +
          '/images/blog/seo-oscura.webp 1200w',
      );
      expect(source).toHaveAttribute('sizes', sizes);
    });

    it('keeps a drawing that has no copies as a single file', () => {
      render(<SiteImage {...logo} sizes="40px" />);
      const image = screen.getByRole('img', { name: 'Código Verde' });
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
    });
  });

  it('offers no copies unless told how wide the image is drawn', () => {
    render(<SiteImage src="/images/blog/seo.webp" alt="Portada" width={1200} height={630} />);
    expect(screen.getByRole('img', { name: 'Portada' })).not.toHaveAttribute('srcset');
  });
});
