import {
  getResponsiveImagePath,
  getResponsiveSrcSet,
  isResizableImage,
} from '@/lib/site/responsive-images';

describe('responsive images', () => {
  it('puts each copy in the width folder, keeping the image path below /images', () => {
    expect(getResponsiveImagePath('/images/blog/seo.webp', 640)).toBe(
      '/images/anchos/640/blog/seo.webp',
    );
    expect(getResponsiveImagePath('/images/portadas/mar.webp', 960)).toBe(
      '/images/anchos/960/portadas/mar.webp',
    );
  });

  it('copies local WebP images only, never its own copies or the share previews', () => {
    expect(isResizableImage('/images/home/hero.webp')).toBe(true);
    expect(isResizableImage('/images/brand/logo.svg')).toBe(false);
    expect(isResizableImage('https://cdn.example.com/foto.webp')).toBe(false);
    expect(isResizableImage('/images/anchos/640/blog/seo.webp')).toBe(false);
    expect(isResizableImage('/images/share/blog/seo.webp')).toBe(false);
  });

  it('offers the copies narrower than the image and the image itself, each with its width', () => {
    expect(getResponsiveSrcSet('/images/blog/seo.webp', 1200)).toBe(
      '/images/anchos/640/blog/seo.webp 640w, /images/anchos/960/blog/seo.webp 960w, ' +
        '/images/blog/seo.webp 1200w',
    );
    expect(getResponsiveSrcSet('/images/blog/estrecha.webp', 800)).toBe(
      '/images/anchos/640/blog/estrecha.webp 640w, /images/blog/estrecha.webp 800w',
    );
  });

  it('has no set for an image without copies', () => {
    expect(getResponsiveSrcSet('/images/blog/icono.webp', 600)).toBeUndefined();
    expect(getResponsiveSrcSet('/images/brand/logo.svg', 1200)).toBeUndefined();
    expect(getResponsiveSrcSet('https://cdn.example.com/foto.webp', 1200)).toBeUndefined();
  });
});
