import { buildArticleMetadata, buildPageMetadata } from '@/lib/seo/metadata';
import { getShareImagePath } from '@/lib/seo/share-image';
import { staticPages } from '@/lib/site/routes';
import { buildTestArticle } from '../../fixtures/article';

const article = buildTestArticle();

describe('share previews', () => {
  it('maps a local image to its JPEG preview', () => {
    expect(getShareImagePath('/images/blog/seo.webp')).toBe('/images/share/blog/seo.jpg');
    expect(getShareImagePath('/images/brand/og-default.png')).toBe(
      '/images/share/brand/og-default.jpg',
    );
  });

  it('leaves a remote image as it is', () => {
    const remote = 'https://res.cloudinary.com/demo/image/upload/portada.webp';
    expect(getShareImagePath(remote)).toBe(remote);
  });

  it('gives an article the JPEG preview of its cover, with its type and size', () => {
    const { openGraph, twitter } = buildArticleMetadata(article);
    expect(openGraph?.images).toEqual([
      {
        url: '/images/share/blog/articulo-de-prueba.jpg',
        width: 1200,
        height: 630,
        type: 'image/jpeg',
        alt: article.title,
      },
    ]);
    expect(twitter?.images).toEqual(['/images/share/blog/articulo-de-prueba.jpg']);
  });

  it('gives every other page the JPEG of the default image', () => {
    const { openGraph } = buildPageMetadata(staticPages.about);
    expect(openGraph?.images).toEqual([
      expect.objectContaining({ url: '/images/share/brand/og-default.jpg', type: 'image/jpeg' }),
    ]);
  });
});
