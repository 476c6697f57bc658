import {
  buildAsset,
  buildEntry,
  createContentStandin,
  linkTo,
  writeContentDir,
  type ContentStandin,
} from '@storefront/standin-content';
import type { ContentEmbed, RichTextNode } from '@storefront/api-schemas';
import { loadConfig } from '../config';
import { createContentService, type ContentLogger } from './content-service';

let standin: ContentStandin;
let host: string;

function serviceFor(at: string) {
  const messages: string[] = [];
  const logger: ContentLogger = { warn: (_details, message) => void messages.push(message) };
  const config = loadConfig({ NODE_ENV: 'test', CONTENTFUL_HOST: at }, 'memory://');
  return { messages, service: createContentService(config, { logger }) };
}

/** Every node of a rich-text document, depth first. */
function nodesOf(node: RichTextNode): RichTextNode[] {
  return [node, ...(node.content ?? []).flatMap(nodesOf)];
}

/** The embeds (`data.target`) of the nodes of one type. */
function targetsOf(document: unknown, nodeType: string): ContentEmbed[] {
  return nodesOf(document as RichTextNode)
    .filter((node) => node.nodeType === nodeType)
    .map((node) => node.data.target as ContentEmbed);
}

beforeAll(async () => {
  standin = await createContentStandin({ watch: false });
  ({ host } = await standin.listen({ port: 0 }));
});
beforeEach(() => standin.clearRequests());
afterAll(() => standin.close());

describe('the journal from the repository content', () => {
  it('pages the articles newest first with their categories, fetching no bodies', async () => {
    const { service } = serviceFor(host);
    const first = await service.articles('en-AU');
    const second = await service.articles('en-AU', { page: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 6, total: 8, totalPages: 2, tag: null, category: null });
    expect(first.items[0]).toMatchObject({
      slug: 'lab-grown-vs-natural-diamonds',
      url: '/articles/lab-grown-vs-natural-diamonds',
      publishDate: '2026-03-01',
      category: { slug: 'buying-guides', title: 'Buying guides' },
      heroImage: { width: 1600, height: 900, alt: expect.stringMatching(/diamonds side by side/) },
    });
    expect(second.items.map((item) => item.slug)).toEqual(['gold-purity-explained', 'anniversary-gift-guide']);
    const dates = [...first.items, ...second.items].map((item) => item.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.categories.map((category) => category.slug)).toEqual([
      'engagement-and-weddings',
      'buying-guides',
      'care-and-warranty',
      'gifting',
    ]);
    const listQueries = standin.requests.filter((request) => request.query.includes('content_type=article&'));
    expect(listQueries.every((request) => request.query.includes('select=sys%2Cfields.slug'))).toBe(true);
  });

  it('filters by category or tag, in the shopper’s language, and finds nothing for a category that is not one', async () => {
    const { service } = serviceFor(host);
    const care = await service.articles('fr-CA', { category: 'care-and-warranty' });
    expect(care.category).toEqual({ slug: 'care-and-warranty', title: 'Entretien et garantie' });
    expect(care.items.map((item) => [item.slug, item.title])).toEqual([
      ['caring-for-your-jewellery', 'Prendre soin de vos bijoux'],
      ['lifetime-diamond-warranty', 'Notre garantie à vie sur les diamants'],
    ]);
    expect(care.categories[3]).toEqual({ slug: 'gifting', title: 'Idées cadeaux' });
    const wedding = await service.articles('en-NZ', { tag: 'wedding' });
    expect(wedding.items.map((item) => item.slug)).toEqual(['choosing-a-wedding-band']);
    const nothing = await service.articles('en-AU', { category: 'watches' });
    expect(nothing).toMatchObject({ items: [], total: 0, totalPages: 0, category: null });
  });

  it('reads the diamond warranty as rich text, its pictures and links normalised, with related articles', async () => {
    const { service, messages } = serviceFor(host);
    const warranty = await service.article('lifetime-diamond-warranty', 'en-AU');
    expect(warranty).toMatchObject({
      title: 'Our lifetime diamond warranty',
      category: { slug: 'care-and-warranty' },
      updatedAt: '2026-10-02T09:00:00.000Z',
      body: { nodeType: 'document' },
    });
    const text = JSON.stringify(warranty?.body);
    expect(text).toMatch(/any of our stores across Australia every /);
    expect(targetsOf(warranty?.body, 'embedded-asset-block')).toEqual([
      {
        kind: 'image',
        id: 'asset-article-warranty-inspection',
        image: expect.objectContaining({ width: 1200, height: 600, alt: expect.stringMatching(/loupe/) }),
      },
    ]);
    expect(targetsOf(warranty?.body, 'entry-hyperlink')).toEqual([
      expect.objectContaining({ kind: 'link', url: '/professional-care-plan' }),
      expect.objectContaining({ kind: 'link', url: '/articles/caring-for-your-jewellery' }),
    ]);
    expect(warranty?.related.map((item) => item.slug)).toEqual([
      'caring-for-your-jewellery',
      'lab-grown-vs-natural-diamonds',
      'engagement-ring-buying-guide',
    ]);
    expect(messages).toEqual([]);
  });

  it('speaks each market’s language: Canadian stores and prongs, French in Quebec', async () => {
    const { service } = serviceFor(host);
    const canada = JSON.stringify((await service.article('lifetime-diamond-warranty', 'en-CA'))?.body);
    expect(canada).toMatch(/stores across Canada/);
    expect(canada).toMatch(/prong/);
    const newZealand = JSON.stringify((await service.article('lifetime-diamond-warranty', 'en-NZ'))?.body);
    expect(newZealand).toMatch(/stores across New Zealand/);
    const french = await service.article('lifetime-diamond-warranty', 'fr-CA');
    expect(JSON.stringify(french?.body)).toMatch(/l’un de nos magasins au Canada tous les /);
    expect(targetsOf(french?.body, 'entry-hyperlink')[1]).toMatchObject({ title: 'Prendre soin de vos bijoux' });
    const gold = await service.article('gold-purity-explained', 'en-CA');
    expect(gold?.title).toBe('10K, 14K, 18K: gold purity explained');
    expect(targetsOf(gold?.body, 'embedded-asset-block')[0]).toMatchObject({
      image: { url: expect.stringMatching(/karat-chart-ca\.svg$/) },
    });
    expect(await service.article('no-such-article', 'en-AU')).toBeNull();
  });
});

describe('the journal with content an editor got wrong', () => {
  const content = writeContentDir({
    entries: [
      buildEntry('good', 'article', {
        slug: 'good',
        title: 'Good',
        publishDate: '2026-01-02',
        body: {
          nodeType: 'document',
          data: {},
          content: [
            {
              nodeType: 'paragraph',
              data: {},
              content: [
                { nodeType: 'text', value: 'See ', marks: [], data: {} },
                {
                  nodeType: 'entry-hyperlink',
                  data: { target: linkTo('Entry', 'draft-article') },
                  content: [{ nodeType: 'text', value: 'the draft', marks: [], data: {} }],
                },
              ],
            },
            { nodeType: 'embedded-asset-block', data: { target: linkTo('Asset', 'gone') }, content: [] },
          ],
        },
        heroImage: linkTo('Asset', 'hero'),
        category: linkTo('Entry', 'missing-category'),
      }),
      buildEntry('no-body', 'article', {
        slug: 'no-body',
        title: 'No body',
        excerpt: 'Nothing to read',
        publishDate: '2026-01-01',
        heroImage: linkTo('Asset', 'hero'),
        category: linkTo('Entry', 'news'),
        tags: ['news'],
        author: 'An editor',
        readingMinutes: 1,
      }),
      buildEntry('news', 'articleCategory', { slug: 'news', title: 'News', order: 1 }),
      buildEntry(
        'draft-article',
        'article',
        { slug: 'draft', title: 'Draft', publishDate: '2026-01-03' },
        { draft: true },
      ),
    ],
    assets: [buildAsset('hero', 'hero.svg', 'A ring')],
  });
  let local: ContentStandin;
  let localHost: string;
  beforeAll(async () => {
    local = await createContentStandin({ contentDir: content.dir, watch: false });
    ({ host: localHost } = await local.listen({ port: 0 }));
  });
  afterAll(async () => {
    await local.close();
    content.remove();
  });

  it('keeps the text of a link to a draft, drops a missing picture and category, and serves no article without a body', async () => {
    const { service, messages } = serviceFor(localHost);
    const good = await service.article('good', 'en-AU');
    expect(good?.category).toBeNull();
    expect(good?.body.content).toEqual([
      {
        nodeType: 'paragraph',
        data: {},
        content: [
          { nodeType: 'text', value: 'See ', marks: [], data: {} },
          { nodeType: 'text', value: 'the draft', marks: [], data: {} },
        ],
      },
    ]);
    expect(good?.related).toEqual([expect.objectContaining({ slug: 'no-body' })]);
    expect(await service.article('no-body', 'en-AU')).toBeNull();
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/article no-body: no body/)]));
    const list = await service.articles('en-AU');
    expect(list.items.map((item) => item.slug)).toEqual(['good', 'no-body']);
    expect(list.categories).toEqual([{ slug: 'news', title: 'News' }]);
    expect(list.items[1]?.category).toEqual({ slug: 'news', title: 'News' });
  });
});
