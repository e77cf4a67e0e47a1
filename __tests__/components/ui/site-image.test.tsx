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
});
