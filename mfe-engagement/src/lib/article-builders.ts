import type {
  ArticleAnswer,
  ArticleCategory,
  ArticleListAnswer,
  ArticleSummary,
  RichTextDocument,
} from '@storefront/api-schemas';

/** Test data: the journal's categories as the API answers them. */
export const testArticleCategories: ArticleCategory[] = [
  { slug: 'engagement-and-weddings', title: 'Engagement & weddings' },
  { slug: 'buying-guides', title: 'Buying guides' },
  { slug: 'care-and-warranty', title: 'Care & warranty' },
  { slug: 'gifting', title: 'Gifting' },
];

/** Test data: an article as a list answers it. */
export function buildArticleSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  const slug = overrides.slug ?? 'engagement-ring-buying-guide';
  return {
    id: `article-${slug}`,
    slug,
    url: `/articles/${slug}`,
    title: 'The engagement ring buying guide',
    excerpt: 'Cut, colour, clarity, carat and the setting that suits her style.',
    heroImage: {
      url: `http://127.0.0.1:4040/assets-files/articles/${slug}.svg`,
      alt: 'A solitaire diamond engagement ring',
      width: 1600,
      height: 900,
    },
    publishDate: '2026-02-12',
    tags: ['engagement'],
    category: { slug: 'engagement-and-weddings', title: 'Engagement & weddings' },
    author: 'Grace Whitfield',
    readingMinutes: 3,
    ...overrides,
  };
}

/** Test data: a page of the journal. */
export function buildArticleList(overrides: Partial<ArticleListAnswer> = {}): ArticleListAnswer {
  const items = overrides.items ?? [buildArticleSummary()];
  return {
    items,
    page: 1,
    pageSize: 6,
    total: items.length,
    totalPages: 1,
    tag: null,
    category: null,
    categories: testArticleCategories,
    ...overrides,
  };
}

const text = (value: string, bold = false) => ({
  nodeType: 'text',
  value,
  marks: bold ? [{ type: 'bold' }] : [],
  data: {},
});

/** Test data: the diamond warranty's body, with a heading, an entry link, a site link and an embedded picture. */
export const testWarrantyBody = {
  nodeType: 'document',
  data: {},
  content: [
    { nodeType: 'paragraph', data: {}, content: [text('A diamond is chosen to last a lifetime.')] },
    { nodeType: 'heading-1', data: {}, content: [text('Keeping it valid')] },
    {
      nodeType: 'paragraph',
      data: {},
      content: [text('Bring the piece in every '), text('six months', true), text(' for a free inspection.')],
    },
    {
      nodeType: 'embedded-asset-block',
      data: {
        target: {
          kind: 'image',
          id: 'asset-article-warranty-inspection',
          image: {
            url: 'http://127.0.0.1:4040/assets-files/articles/warranty-inspection.svg',
            alt: 'A jeweller’s loupe over a diamond ring',
            width: 1200,
            height: 600,
          },
        },
      },
      content: [],
    },
    {
      nodeType: 'paragraph',
      data: {},
      content: [
        text('Read '),
        {
          nodeType: 'entry-hyperlink',
          data: {
            target: {
              kind: 'link',
              id: 'article-caring-for-your-jewellery',
              title: 'Caring for your jewellery',
              url: '/articles/caring-for-your-jewellery',
            },
          },
          content: [text('caring for your jewellery')],
        },
        text(' or '),
        { nodeType: 'hyperlink', data: { uri: '/customer-service/contact-us' }, content: [text('contact us')] },
        text('.'),
      ],
    },
  ],
} as unknown as RichTextDocument;

/** Test data: a whole article as the API answers it. */
export function buildArticle(overrides: Partial<ArticleAnswer> = {}): ArticleAnswer {
  return {
    ...buildArticleSummary({
      slug: 'lifetime-diamond-warranty',
      title: 'Our lifetime diamond warranty',
      excerpt: 'Every diamond we set is covered for life, as long as it is inspected every six months.',
      publishDate: '2025-11-15',
      category: { slug: 'care-and-warranty', title: 'Care & warranty' },
      tags: ['care', 'diamonds'],
      heroImage: {
        url: 'http://127.0.0.1:4040/assets-files/articles/diamond-warranty.svg',
        alt: 'A brilliant diamond on a navy shield framed by gold laurels',
        width: 1600,
        height: 900,
      },
    }),
    body: testWarrantyBody,
    updatedAt: '2026-10-02T09:00:00.000Z',
    related: [
      buildArticleSummary({
        slug: 'caring-for-your-jewellery',
        title: 'Caring for your jewellery',
        category: { slug: 'care-and-warranty', title: 'Care & warranty' },
      }),
      buildArticleSummary({ slug: 'lab-grown-vs-natural-diamonds', title: 'Lab-grown or natural diamonds?' }),
    ],
    ...overrides,
  };
}
