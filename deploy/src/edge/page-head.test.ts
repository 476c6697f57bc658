import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productDetailMessages } from '../../../mfe-catalogue/src/features/product-detail/product-detail-messages';
import { articleMessages } from '../../../mfe-engagement/src/features/article/article-messages';
import { contentPageMessages } from '../../../mfe-engagement/src/features/content-page/content-page-messages';
import { homePageMessages } from '../../../mfe-engagement/src/features/home-page/home-page-messages';
import { listingMessages } from '../../../mfe-catalogue/src/features/product-listing/listing-messages';
import {
  documentOrigin,
  documentTitles,
  insertPageHead,
  pageHeadOf,
  pageHeadTags,
  privatePageRobots,
} from './page-head';

const product = {
  name: 'Aurora <Halo> Ring',
  slug: 'aurora-ring',
  number: '100-200',
  description: 'A halo ring. '.repeat(20),
  alternates: { 'en-AU': '/p/aurora-ring', 'en-CA': '/p/aurora-ring', 'fr-CA': '/p/bague-aurora' },
  images: [{ url: '/api/images/products/p-1/white-gold.svg' }, { url: '/api/images/products/p-1/yellow-gold.svg' }],
  breadcrumbs: [
    { id: 'c1', name: 'Rings', slug: 'rings', path: 'rings' },
    { id: 'c2', name: 'Engagement rings', slug: 'engagement-rings', path: 'rings/engagement-rings' },
  ],
  flags: { madeToOrder: false },
  variants: [
    { sku: 'R-1-WG', image: '/api/images/products/p-1/white-gold.svg' },
    { sku: 'R-1-YG', image: '/api/images/products/p-1/yellow-gold.svg' },
  ],
  selected: {
    sku: 'R-1-YG',
    price: { currency: 'CAD', effectiveCents: 179900 },
    availability: { stock: 'low_stock' },
  },
};

const image = (url: string, width = 800, height = 600) => ({ url, alt: 'A ring', width, height });

const home = {
  slug: 'home',
  title: 'Fine jewellery',
  description: 'Rings, necklaces and earrings.',
  sections: [
    {
      variant: 'hero',
      image: image('/img/hero.jpg'),
      images: [
        { minWidth: 360, image: image('/img/hero-360.jpg', 360, 480) },
        { minWidth: 1280, image: image('/img/hero-1280.jpg', 1280, 640) },
      ],
      items: [],
    },
  ],
};

const ca = { locale: 'fr-CA' as const, origin: 'http://ca.localhost:8080' };
const au = { locale: 'en-AU' as const, origin: 'https://www.example-jewellers.com.au' };

const ldOf = (tags: string) =>
  [...tags.matchAll(/<script type="application\/ld\+json" data-served-head>(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

describe('page head: the product page', () => {
  it('has the title, description, canonical and hreflang of the locale, on the market’s own origin', () => {
    const head = pageHeadOf('product', product, ca)!;

    expect(head.title).toBe('Aurora <Halo> Ring | Lustre & Co.');
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/…$/);
    expect(head.canonical).toBe('http://ca.localhost:8080/fr/p/bague-aurora');
    expect(head.alternates).toEqual([
      { hrefLang: 'en-AU', href: 'https://www.example-jewellers.com.au/p/aurora-ring' },
      { hrefLang: 'en-CA', href: 'http://ca.localhost:8080/p/aurora-ring' },
      { hrefLang: 'fr-CA', href: 'http://ca.localhost:8080/fr/p/bague-aurora' },
      { hrefLang: 'x-default', href: 'https://www.example-jewellers.com.au/p/aurora-ring' },
    ]);
  });

  it('shares the chosen variant’s picture (absolute) as a product, with the other locales', () => {
    const head = pageHeadOf('product', product, ca)!;
    const meta = Object.fromEntries(
      head.meta
        .filter((tag) => tag.property !== 'og:locale:alternate')
        .map((tag) => [tag.property ?? tag.name, tag.content]),
    );

    expect(meta).toMatchObject({
      'og:type': 'product',
      'og:title': 'Aurora <Halo> Ring',
      'og:url': 'http://ca.localhost:8080/fr/p/bague-aurora',
      'og:image': 'http://ca.localhost:8080/api/images/products/p-1/yellow-gold.svg',
      'og:locale': 'fr_CA',
      'og:site_name': 'Lustre & Co.',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Aurora <Halo> Ring',
      'twitter:image': 'http://ca.localhost:8080/api/images/products/p-1/yellow-gold.svg',
    });
    expect(head.meta.filter((tag) => tag.property === 'og:locale:alternate').map((tag) => tag.content)).toEqual([
      'en_AU',
      'en_CA',
    ]);
  });

  it('writes the Product with its offer (price, currency, availability, url) and the BreadcrumbList', () => {
    const [productLd, trail] = ldOf(pageHeadTags(pageHeadOf('product', product, ca)!));

    expect(productLd).toMatchObject({
      '@type': 'Product',
      name: 'Aurora <Halo> Ring',
      sku: 'R-1-YG',
      brand: { '@type': 'Brand', name: 'Lustre & Co.' },
      image: [
        'http://ca.localhost:8080/api/images/products/p-1/white-gold.svg',
        'http://ca.localhost:8080/api/images/products/p-1/yellow-gold.svg',
      ],
      offers: {
        '@type': 'Offer',
        price: '1799.00',
        priceCurrency: 'CAD',
        availability: 'https://schema.org/LimitedAvailability',
        url: 'http://ca.localhost:8080/fr/p/bague-aurora',
      },
    });
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Rings', item: 'http://ca.localhost:8080/fr/rings' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Engagement rings',
          item: 'http://ca.localhost:8080/fr/rings/engagement-rings',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Aurora <Halo> Ring',
          item: 'http://ca.localhost:8080/fr/p/bague-aurora',
        },
      ],
    });
  });

  it('has no head for an answer of another shape', () => {
    expect(pageHeadOf('product', { name: 'x' }, ca)).toBeUndefined();
    expect(pageHeadOf('product', { ...product, selected: { ...product.selected, sku: 'gone' } }, ca)).toBeUndefined();
    expect(pageHeadOf('store-finder', product, ca)).toBeUndefined();
  });
});

describe('page head: a category page', () => {
  const list = {
    category: {
      id: 'c2',
      name: 'Bagues de fiançailles',
      slug: 'bagues-de-fiancailles',
      path: 'bagues-de-fiancailles',
      description: 'Des bagues pour dire oui.',
      breadcrumbs: [
        { id: 'c1', name: 'Bagues', slug: 'bagues', path: 'bagues' },
        { id: 'c2', name: 'Bagues de fiançailles', slug: 'bagues-de-fiancailles', path: 'bagues-de-fiancailles' },
      ],
      alternates: {
        'en-AU': '/engagement-rings',
        'en-CA': '/engagement-rings',
        'fr-CA': '/bagues-de-fiancailles',
        'en-NZ': '/engagement-rings',
      },
    },
    items: [{ name: 'Aurora', image: '/api/images/products/p-1/yellow-gold.svg' }],
  };

  it('has the category’s name and description, its path in every locale, the first piece’s picture and its trail', () => {
    const head = pageHeadOf('product-list', list, ca)!;

    expect(head.title).toBe('Bagues de fiançailles');
    expect(head.description).toBe('Des bagues pour dire oui.');
    expect(head.canonical).toBe('http://ca.localhost:8080/fr/bagues-de-fiancailles');
    expect(head.alternates.map((link) => link.hrefLang)).toEqual(['en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'x-default']);
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'http://ca.localhost:8080/api/images/products/p-1/yellow-gold.svg',
    });
    expect(head.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, name: 'Bagues', item: 'http://ca.localhost:8080/fr/bagues' }),
          expect.objectContaining({ position: 2, item: 'http://ca.localhost:8080/fr/bagues-de-fiancailles' }),
        ],
      }),
    ]);
  });

  it('has no head for a list without a category (products by ids)', () => {
    expect(pageHeadOf('product-list', { ...list, category: null }, ca)).toBeUndefined();
  });
});

describe('page head: the home page, content pages and articles', () => {
  it('gives the home page every locale’s home, the hero’s widest picture, the Organization and the WebSite search', () => {
    const head = pageHeadOf('home', home, au)!;

    expect(head.title).toBe('Fine jewellery');
    expect(head.canonical).toBe('https://www.example-jewellers.com.au/');
    expect(head.alternates.map((link) => link.hrefLang)).toEqual(['en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'x-default']);
    expect(head.alternates.find((link) => link.hrefLang === 'fr-CA')?.href).toBe('https://www.example-jewellers.ca/fr');
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'website' });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://www.example-jewellers.com.au/img/hero-1280.jpg',
    });
    expect(head.meta).toContainEqual({ property: 'og:image:width', content: '1280' });
    expect(head.structuredData).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Lustre & Co.', url: head.canonical },
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: 'https://www.example-jewellers.com.au/search?q={search_term_string}',
          },
        }),
      }),
    ]);
  });

  it('gives a content page its title, its path in every locale and the FAQPage of its questions', () => {
    const page = {
      ...home,
      slug: 'customer-service/faqs',
      title: 'FAQs',
      sections: [
        { variant: 'faq', image: null, items: [{ kind: 'question', title: 'Resizing?', body: 'Free, once.' }] },
      ],
    };
    const head = pageHeadOf('content-page', page, ca)!;

    expect(head.title).toBe('FAQs | Lustre & Co.');
    expect(head.canonical).toBe('http://ca.localhost:8080/fr/customer-service/faqs');
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(head.structuredData).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          { '@type': 'Question', name: 'Resizing?', acceptedAnswer: { '@type': 'Answer', text: 'Free, once.' } },
        ],
      },
    ]);
    expect(pageHeadOf('connected-content', { ...page, slug: 'connected/spring' }, ca)?.canonical).toBe(
      'http://ca.localhost:8080/fr/connected/spring',
    );
  });

  it('gives an article Open Graph article times and the Article', () => {
    const article = {
      slug: 'diamond-warranty',
      title: 'Our diamond warranty',
      excerpt: 'For life.',
      heroImage: image('/img/warranty.jpg'),
      publishDate: '2026-01-02',
      updatedAt: '2026-02-03T04:05:06.000Z',
      author: 'Ada',
      category: { title: 'Care' },
    };
    const head = pageHeadOf('article', article, au)!;

    expect(head.title).toBe('Our diamond warranty | Journal | Lustre & Co.');
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { property: 'og:type', content: 'article' },
        { property: 'article:published_time', content: '2026-01-02' },
        { name: 'twitter:image', content: 'https://www.example-jewellers.com.au/img/warranty.jpg' },
      ]),
    );
    expect(head.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Our diamond warranty',
        author: { '@type': 'Person', name: 'Ada' },
        articleSection: 'Care',
        mainEntityOfPage: 'https://www.example-jewellers.com.au/articles/diamond-warranty',
      }),
    ]);
  });

  it('words the titles as the pages’ messages do, in English and in Canadian French', () => {
    const french = (workspace: string) =>
      JSON.parse(readFileSync(path.join(__dirname, '../../..', workspace, 'lang/fr.json'), 'utf8')) as Record<
        string,
        string
      >;
    const catalogue = french('mfe-catalogue');
    const engagement = french('mfe-engagement');
    const fill = (message: string, value: string) => message.replace(/\{\w+\}/, value);
    const cases: Array<[{ id: string; defaultMessage: string }, Record<string, string>, string]> = [
      [productDetailMessages.pageTitle, catalogue, documentTitles.product('X')],
      [productDetailMessages.brand, catalogue, 'Lustre & Co.'],
      [listingMessages.brand, catalogue, 'Lustre & Co.'],
      [contentPageMessages.documentTitle, engagement, documentTitles.contentPage('X')],
      [contentPageMessages.brand, engagement, 'Lustre & Co.'],
      [homePageMessages.brand, engagement, 'Lustre & Co.'],
      [articleMessages.documentTitle, engagement, documentTitles.article('X')],
      [articleMessages.brand, engagement, 'Lustre & Co.'],
    ];
    for (const [message, fr, expected] of cases) {
      expect(fill(message.defaultMessage, 'X')).toBe(expected);
      expect(fill(fr[message.id]!, 'X')).toBe(expected);
    }
  });
});

describe('page head: the tags', () => {
  it('escapes attributes and text, and JSON-LD so that no content can close its script', () => {
    const hostile = { ...product, name: 'Ring</script><script>alert(1)</script>', description: '"quoted" & <b>' };
    const tags = pageHeadTags(pageHeadOf('product', hostile, ca)!);

    expect(tags).toContain('<title data-served-head>Ring&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Lustre');
    expect(tags).toContain('<meta name="description" content="&quot;quoted&quot; &amp; &lt;b&gt;" data-served-head>');
    expect(tags.match(/<\/script>/g)).toHaveLength(2);
    expect(tags).toContain('Ring\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(ldOf(tags)[0]).toMatchObject({ name: 'Ring</script><script>alert(1)</script>' });
  });

  it('writes the links, one per locale and x-default, and every tag marked as served', () => {
    const tags = pageHeadTags(pageHeadOf('home', home, au)!);

    expect(tags).toContain('<link rel="canonical" href="https://www.example-jewellers.com.au/" data-served-head>');
    expect(tags.match(/<link rel="alternate" hreflang="[^"]+"/g)).toEqual([
      '<link rel="alternate" hreflang="en-AU"',
      '<link rel="alternate" hreflang="en-CA"',
      '<link rel="alternate" hreflang="fr-CA"',
      '<link rel="alternate" hreflang="en-NZ"',
      '<link rel="alternate" hreflang="x-default"',
    ]);
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_NZ" data-served-head>');
    const elements = tags.match(/<(title|meta|link|script)\b[^>]*>/g) ?? [];
    expect(elements.length).toBeGreaterThan(20);
    for (const element of elements) expect(element).toContain('data-served-head');
  });

  it('replaces the shell’s generic title, and keeps private pages and search results out of indexes', () => {
    const html =
      '<html><head><title>Lustre &amp; Co. Fine Jewellery</title><script></script></head><body></body></html>';

    expect(insertPageHead(html, '<title data-served-head>A</title>')).toBe(
      '<html><head><script></script><title data-served-head>A</title></head><body></body></html>',
    );
    for (const page of ['/my-bag', '/checkout/shipping', '/my-account/order-history', '/fr/my-account']) {
      expect(privatePageRobots(page)).toBe('<meta name="robots" content="noindex" data-served-head>');
    }
    for (const page of ['/search', '/fr/search']) {
      expect(privatePageRobots(page)).toBe('<meta name="robots" content="noindex, follow" data-served-head>');
    }
    for (const page of ['/', '/p/my-bag', '/my-bagged', '/stores', '/searches'])
      expect(privatePageRobots(page)).toBe('');
  });

  it('links to the origin the document is served on', () => {
    expect(documentOrigin('https', 'ca.example.test', 'fr-CA')).toBe('https://ca.example.test');
    expect(documentOrigin('http', '', 'en-NZ')).toBe('https://www.example-jewellers.co.nz');
  });
});
