/** @jest-environment node */
import { payloadSources } from './first-view';

const image = (url: string, width: number, height: number) => ({ url, alt: 'A ring', width, height });

const home = {
  title: 'Lustre & Co. | Fine jewellery',
  description: 'Engagement rings…',
  sections: [
    {
      id: 'hero',
      variant: 'hero',
      title: 'Made to be <treasured>',
      body: null,
      image: image('/hero-xl.svg', 1280, 560),
      images: [
        { minWidth: 360, image: image('/hero-mobile.svg', 360, 450) },
        { minWidth: 768, image: image('/hero-tablet.svg', 768, 512) },
        { minWidth: 1280, image: image('/hero-xl.svg', 1280, 560) },
      ],
      cta: { label: 'Shop engagement rings', url: '/engagement-rings' },
      items: [],
    },
  ],
};

const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  data: {},
  value,
  marks: marks.map((type) => ({ type })),
});
const delivery = {
  title: 'Delivery',
  description: 'Delivery options, costs and times.',
  sections: [
    {
      variant: 'text',
      title: 'Delivery options',
      image: null,
      cta: null,
      body: {
        nodeType: 'document',
        data: {},
        content: [
          {
            nodeType: 'unordered-list',
            data: {},
            content: [
              {
                nodeType: 'list-item',
                data: {},
                content: [
                  { nodeType: 'paragraph', data: {}, content: [text('Standard', ['bold']), text(': 3 to 7 days')] },
                ],
              },
            ],
          },
          {
            nodeType: 'embedded-entry-block',
            data: {
              target: { kind: 'promotion', id: 'p', title: 'Free', body: '', image: image('/delivery.svg', 800, 450) },
            },
            content: [],
          },
          {
            nodeType: 'embedded-entry-block',
            data: { target: { kind: 'question', id: 'q', title: 'Q' } },
            content: [],
          },
        ],
      },
    },
  ],
};

const article = {
  title: 'Our lifetime diamond warranty',
  excerpt: 'Every diamond we set is covered for life.',
  heroImage: image('/diamond-warranty.svg', 1200, 675),
  category: { slug: 'care', title: 'Care & warranty' },
};

describe('first views of the engagement’s pages', () => {
  it('asks the content API for the page the route shows, the same for every shopper', () => {
    expect(payloadSources.home!.apiPath({}, new URLSearchParams())).toBe('/content/pages/home');
    expect(payloadSources['content-page']!.apiPath({ slug: 'customer-service/delivery' }, new URLSearchParams())).toBe(
      '/content/pages/customer-service/delivery',
    );
    expect(payloadSources['connected-content']!.apiPath({ slug: 'ring-guide' }, new URLSearchParams())).toBe(
      '/content/pages/connected/ring-guide',
    );
    expect(payloadSources.article!.apiPath({ article: 'lifetime-diamond-warranty' }, new URLSearchParams())).toBe(
      '/content/articles/lifetime-diamond-warranty',
    );
    for (const id of ['home', 'content-page', 'connected-content', 'article'])
      expect(payloadSources[id]!.shared).toBe(true);
  });

  it('draws the home page’s hero: a picture per breakpoint, widest first, its heading and call to action', () => {
    const view = payloadSources.home!.firstView(home, 'en-AU')!;
    expect(view).toContain(
      '<picture><source media="(min-width: 1280px)" srcset="/hero-xl.svg" width="1280" height="560">',
    );
    expect(view).toContain('<source media="(min-width: 768px)" srcset="/hero-tablet.svg" width="768" height="512">');
    expect(view).toMatch(
      /<img class="[^"]+" src="\/hero-mobile.svg" alt="" width="360" height="450" fetchpriority="high"/,
    );
    expect(view).toContain('Made to be &lt;treasured&gt;');
    expect(view).toContain('Shop engagement rings');
    expect(view).toContain('aria-hidden="true"');
    expect(view).not.toMatch(/<script|<a\b|<h1/);
  });

  it('draws a content page’s heading, introduction, and its first section’s text and pictures', () => {
    const view = payloadSources['content-page']!.firstView(delivery, 'en-AU')!;
    expect(view).toContain('>Delivery</p>');
    expect(view).toContain('Delivery options, costs and times.');
    expect(view).toContain('<ul><li><p><b>Standard</b>: 3 to 7 days</p></li></ul>');
    expect(view).toContain('src="/delivery.svg" alt="" width="800" height="450"');
    expect(view).not.toContain('>Q<');
  });

  it('draws an article’s category, title, excerpt and hero picture', () => {
    const view = payloadSources.article!.firstView(article, 'en-AU')!;
    expect(view).toContain('Care &amp; warranty');
    expect(view).toContain('Our lifetime diamond warranty');
    expect(view).toContain('Every diamond we set is covered for life.');
    expect(view).toMatch(/src="\/diamond-warranty.svg" alt="" width="1200" height="675" fetchpriority="high"/);
  });

  it('draws nothing from an answer of another shape, or a home page without a hero picture', () => {
    expect(payloadSources.home!.firstView({ title: 'x' }, 'en-AU')).toBeUndefined();
    expect(payloadSources.home!.firstView({ ...home, sections: [] }, 'en-AU')).toBeUndefined();
    expect(payloadSources['content-page']!.firstView({ slug: 'x' }, 'en-AU')).toBeUndefined();
    expect(payloadSources.article!.firstView({ title: 'x' }, 'en-AU')).toBeUndefined();
  });
});
