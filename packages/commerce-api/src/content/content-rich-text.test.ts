import {
  buildAsset,
  buildEntry,
  createContentStandin,
  linkTo,
  writeContentDir,
  type ContentStandin,
} from '@storefront/standin-content';
import { contentPageAnswerSchema, type RichTextNode } from '@storefront/api-schemas';
import * as v from 'valibot';
import { loadConfig } from '../config';
import { plainText } from './content-rich-text';
import { createContentService, type ContentLogger } from './content-service';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const paragraph = (...content: object[]) => ({ nodeType: 'paragraph', data: {}, content });
const document = (...content: object[]) => ({ nodeType: 'document', data: {}, content });
const block = (nodeType: string, linkType: 'Entry' | 'Asset', id: string) => ({
  nodeType,
  data: { target: linkTo(linkType, id) },
  content: [],
});
const entryLink = (id: string, label: string) => ({
  nodeType: 'entry-hyperlink',
  data: { target: linkTo('Entry', id) },
  content: [text(label)],
});

const content = writeContentDir({
  assets: [
    buildAsset('asset-chart', 'pages/chart.svg', { 'en-AU': 'Ring size chart', 'fr-CA': 'Tableau des tailles' }),
  ],
  entries: [
    buildEntry('page-guide', 'contentPage', {
      slug: 'guide',
      title: { 'en-AU': 'Guide', 'fr-CA': 'Guide (fr)' },
      sections: [linkTo('Entry', 'section-rich'), linkTo('Entry', 'section-faq'), linkTo('Entry', 'section-broken')],
    }),
    buildEntry('page-other', 'contentPage', { slug: 'customer-service/returns', title: 'Returns' }),
    buildEntry('page-draft', 'contentPage', { slug: 'secret', title: 'Secret' }, { draft: true }),
    buildEntry('card-warranty', 'card', { title: 'Warranty', body: 'For life', url: '/articles/warranty' }),
    buildEntry('promotion-engraving', 'promotion', {
      headline: 'Free engraving',
      ctaLabel: 'Shop bands',
      ctaUrl: '/wedding-bands',
    }),
    buildEntry('question-in-store', 'accordionItem', {
      title: 'Return in store?',
      body: document(paragraph(text('Yes, any store.'))),
    }),
    buildEntry('section-rich', 'pageSection', {
      variant: 'text',
      title: 'Everything',
      body: {
        'en-AU': document(
          paragraph(text('See '), entryLink('page-other', 'returns'), text(' or '), entryLink('page-draft', 'secret')),
          block('embedded-asset-block', 'Asset', 'asset-chart'),
          block('embedded-entry-block', 'Entry', 'card-warranty'),
          block('embedded-entry-block', 'Entry', 'promotion-engraving'),
          block('embedded-entry-block', 'Entry', 'question-in-store'),
          block('embedded-entry-block', 'Entry', 'gone'),
          paragraph({ nodeType: 'hyperlink', data: { uri: 'https://example.com/' }, content: [text('away')] }),
        ),
        'en-CA': document(paragraph(text('Canadian text, also shown in French where French is missing.'))),
      },
    }),
    buildEntry('section-faq', 'pageSection', {
      variant: 'faq',
      title: 'Questions',
      items: [linkTo('Entry', 'question-in-store'), linkTo('Entry', 'question-plain')],
    }),
    buildEntry('question-plain', 'accordionItem', { title: 'Old answer', body: 'First paragraph.\n\nSecond one.' }),
    buildEntry('section-broken', 'pageSection', {
      variant: 'text',
      title: 'Broken',
      body: { nodeType: 'paragraph', content: 'not a document' },
    }),
  ],
});

let standin: ContentStandin;
let host: string;
beforeAll(async () => {
  standin = await createContentStandin({ contentDir: content.dir, watch: false });
  ({ host } = await standin.listen({ port: 0 }));
});
afterAll(async () => {
  await standin.close();
  content.remove();
});

function serviceWithLog() {
  const messages: string[] = [];
  const logger: ContentLogger = { warn: (_details, message) => void messages.push(message) };
  const config = loadConfig({ NODE_ENV: 'test', CONTENTFUL_HOST: host }, 'memory://');
  return { messages, service: createContentService(config, { logger }) };
}

function targets(nodes: readonly RichTextNode[] | undefined): unknown[] {
  return (nodes ?? []).flatMap((node) => [
    ...(node.data.target === undefined ? [] : [node.data.target]),
    ...targets(node.content),
  ]);
}

describe('rich text of a content page', () => {
  it('replaces every embedded and linked entry or asset by what the page shows', async () => {
    const { service } = serviceWithLog();
    const page = v.parse(contentPageAnswerSchema, await service.page('guide', 'en-AU'));
    const body = page.sections[0]?.body;
    expect(targets(body?.content as RichTextNode[])).toEqual([
      { kind: 'link', id: 'page-other', title: 'Returns', url: '/customer-service/returns' },
      {
        kind: 'image',
        id: 'asset-chart',
        image: { url: `http://${host}/assets-files/pages/chart.svg`, alt: 'Ring size chart', width: 40, height: 30 },
      },
      {
        kind: 'card',
        id: 'card-warranty',
        title: 'Warranty',
        body: 'For life',
        image: null,
        url: '/articles/warranty',
        ctaLabel: null,
      },
      {
        kind: 'promotion',
        id: 'promotion-engraving',
        title: 'Free engraving',
        body: '',
        image: null,
        url: '/wedding-bands',
        ctaLabel: 'Shop bands',
      },
      {
        kind: 'question',
        id: 'question-in-store',
        title: 'Return in store?',
        answer: document(paragraph(text('Yes, any store.'))),
      },
    ]);
    expect(body?.content.at(-1)).toEqual(
      paragraph({ nodeType: 'hyperlink', data: { uri: 'https://example.com/' }, content: [text('away')] }),
    );
  });

  it('leaves out embeds whose entry is missing or unpublished, keeping a dead link’s words, and reports each', async () => {
    const { service, messages } = serviceWithLog();
    const page = await service.page('guide', 'en-AU');
    const body = page?.sections[0]?.body;
    expect(plainText(body ?? null).split('\n\n')[0]).toBe('See returns or secret');
    expect(body?.content.map((node) => node.nodeType)).toEqual([
      'paragraph',
      'embedded-asset-block',
      'embedded-entry-block',
      'embedded-entry-block',
      'embedded-entry-block',
      'paragraph',
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content dropped: rich text entry-hyperlink to a missing or unpublished entry left out/),
        expect.stringMatching(/^content dropped: rich text embedded-entry-block to a missing or unpublished entry/),
      ]),
    );
  });

  it('answers a malformed body as none, with a report, and the rest of the page as usual', async () => {
    const { service, messages } = serviceWithLog();
    const page = await service.page('guide', 'en-AU');
    expect(page?.sections[2]).toMatchObject({ title: 'Broken', body: null });
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/^content dropped: rich text: /)]));
  });

  it('gives FAQ questions their answer as rich text and as plain text; older plain answers become paragraphs', async () => {
    const { service } = serviceWithLog();
    const page = await service.page('guide', 'en-AU');
    expect(page?.sections[1]?.items).toEqual([
      expect.objectContaining({
        kind: 'question',
        title: 'Return in store?',
        body: 'Yes, any store.',
        answer: document(paragraph(text('Yes, any store.'))),
      }),
      expect.objectContaining({
        kind: 'question',
        body: 'First paragraph.\n\nSecond one.',
        answer: document(paragraph(text('First paragraph.')), paragraph(text('Second one.'))),
      }),
    ]);
  });

  it('shows fr-CA the French where there is some and the Canadian English otherwise', async () => {
    const { service } = serviceWithLog();
    const page = await service.page('guide', 'fr-CA');
    expect(page?.title).toBe('Guide (fr)');
    expect(plainText(page?.sections[0]?.body ?? null)).toBe(
      'Canadian text, also shown in French where French is missing.',
    );
    const english = await service.page('guide', 'en-NZ');
    expect(english?.title).toBe('Guide');
    expect(plainText(english?.sections[0]?.body ?? null)).toMatch(/^See returns/);
  });
});
