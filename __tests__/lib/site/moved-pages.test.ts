import { listPageRedirects, MOVED_PAGE_STATUS } from '@/lib/site/moved-pages';
import { getServicePath } from '@/lib/site/paths';

describe('listPageRedirects', () => {
  it('sends each old slug’s address to the page’s, with its title', () => {
    const pages = [
      { slug: 'asesoria-seo', title: 'Asesoría SEO', redirectFrom: ['seo', 'posicionamiento'] },
      { slug: 'hosting', title: 'Hosting' },
    ];
    expect(listPageRedirects(pages, getServicePath)).toEqual([
      { from: '/servicios/seo', to: '/servicios/asesoria-seo', title: 'Asesoría SEO' },
      { from: '/servicios/posicionamiento', to: '/servicios/asesoria-seo', title: 'Asesoría SEO' },
    ]);
  });

  it('is permanent, as the trailing-slash rule', () => {
    expect(MOVED_PAGE_STATUS).toBe(308);
  });
});
