import { optimizeImageUrl } from '@/lib/content/image-url';

const CLOUD = 'https://res.cloudinary.com/codigo-verde/image/upload';

describe('optimizeImageUrl', () => {
  it('adds automatic format and quality to an image-host URL', () => {
    expect(optimizeImageUrl(`${CLOUD}/v1712345678/clientes/cafe-la-montana.png`)).toBe(
      `${CLOUD}/f_auto,q_auto/v1712345678/clientes/cafe-la-montana.png`,
    );
  });

  it('keeps existing transformations after the automatic ones', () => {
    expect(optimizeImageUrl(`${CLOUD}/w_320,h_80,c_fit/logos/azteca.png`)).toBe(
      `${CLOUD}/f_auto,q_auto/w_320,h_80,c_fit/logos/azteca.png`,
    );
  });

  it('does not add the transformations twice', () => {
    const optimized = `${CLOUD}/f_auto,q_auto/logos/azteca.png`;
    expect(optimizeImageUrl(optimized)).toBe(optimized);
    expect(optimizeImageUrl(optimizeImageUrl(`${CLOUD}/logos/azteca.png`))).toBe(optimized);
    const reordered = `${CLOUD}/q_auto,f_auto/logos/azteca.png`;
    expect(optimizeImageUrl(reordered)).toBe(reordered);
  });

  it('leaves local paths alone', () => {
    expect(optimizeImageUrl('/images/home/clients/cafe-la-montana.svg')).toBe(
      '/images/home/clients/cafe-la-montana.svg',
    );
  });

  it('leaves URLs of other hosts alone', () => {
    const url = 'https://cdn.codigoverde.mx/logos/ollin.svg';
    expect(optimizeImageUrl(url)).toBe(url);
  });
});
