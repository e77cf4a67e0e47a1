import { buildRssFeed, RSS_ITEMS } from '@/lib/blog/rss';
import { siteConfig } from '@/lib/site/site-config';
import { buildTestArticle } from '../../fixtures/article';

const article = buildTestArticle({
  category: 'hosting',
  categoryInfo: {
    slug: 'hosting',
    name: 'Hosting & servidores',
    description: 'd'.repeat(130),
  },
  byline: {
    kind: 'person',
    name: 'Jorge Hernández',
    role: 'Infraestructura',
    bio: 'Bio.',
    avatar: '/images/authors/jorge-hernandez.svg',
    links: [],
  },
});

function readItem(feed: string) {
  const xml = new DOMParser().parseFromString(feed, 'application/xml');
  expect(xml.querySelector('parsererror')).toBeNull();
  const item = xml.querySelector('item');
  if (!item) throw new Error('the feed has no item');
  return item;
}

describe('buildRssFeed', () => {
  it("names each article's author and its blog category, linked to the category's page", () => {
    const item = readItem(buildRssFeed([article], () => 1000));
    expect(
      item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent,
    ).toBe('Jorge Hernández');
    const [section, ...keywords] = Array.from(item.querySelectorAll('category'));
    expect(section?.textContent).toBe('Hosting & servidores');
    expect(section?.getAttribute('domain')).toBe(
      new URL('/blog/categoria/hosting', siteConfig.url).toString(),
    );
    expect(keywords.map((keyword) => keyword.textContent)).toEqual(article.keywords);
  });

  it('lists only the keywords when an article has no category', () => {
    const item = readItem(buildRssFeed([buildTestArticle()], () => 1000));
    expect(Array.from(item.querySelectorAll('category'), (c) => c.getAttribute('domain'))).toEqual(
      article.keywords.map(() => null),
    );
  });

  it('lists only the newest 50 articles, newest first', () => {
    const articles = Array.from({ length: 120 }, (_, index) =>
      buildTestArticle({ slug: `articulo-${120 - index}`, title: `Artículo ${120 - index}` }),
    );
    const xml = new DOMParser().parseFromString(
      buildRssFeed(articles, () => 1000),
      'application/xml',
    );
    const links = Array.from(xml.querySelectorAll('item > link'), (link) => link.textContent);
    expect(RSS_ITEMS).toBe(50);
    expect(links).toHaveLength(50);
    expect(links[0]).toBe(new URL('/articulo-120', siteConfig.url).toString());
    expect(links.at(-1)).toBe(new URL('/articulo-71', siteConfig.url).toString());
  });
});
