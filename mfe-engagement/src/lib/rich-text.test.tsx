import { richTextDocumentSchema, type ContentEmbed } from '@storefront/api-schemas';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { RichText } from './rich-text';

const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const paragraph = (...content: object[]) => ({ nodeType: 'paragraph', data: {}, content });
const embed = (nodeType: string, target: ContentEmbed | object) => ({ nodeType, data: { target }, content: [] });
const doc = (...content: object[]) => v.parse(richTextDocumentSchema, { nodeType: 'document', data: {}, content });
const image = { url: 'https://images.example/ring-sizes.svg', alt: 'A ring size chart', width: 1200, height: 600 };

describe('RichText', () => {
  it('puts the content’s headings under the page’s and marks its text', () => {
    renderRemotePage(
      <RichText
        headingLevel={3}
        document={doc(
          { nodeType: 'heading-1', data: {}, content: [text('Measuring')] },
          { nodeType: 'heading-2', data: {}, content: [text('At home')] },
          paragraph(text('Use a '), text('ring', ['bold']), text(' that fits.')),
          { nodeType: 'blockquote', data: {}, content: [paragraph(text('Measure twice.'))] },
        )}
      />,
      { app: 'engagement' },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Measuring' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'At home' })).toBeInTheDocument();
    expect(screen.getByText('ring').tagName).toBe('B');
    expect(screen.getByText('Measure twice.').closest('blockquote')).not.toBeNull();
  });

  it('sends site links through the router in the shopper’s locale and other sites’ links away safely', async () => {
    const { router } = renderRemotePage(
      <RichText
        document={doc(
          paragraph(
            { nodeType: 'hyperlink', data: { uri: '/customer-service/contact-us' }, content: [text('Write to us')] },
            text(', read the '),
            {
              nodeType: 'entry-hyperlink',
              data: { target: { kind: 'link', id: 'p', title: 'Guide', url: '/ring-size-guide' } },
              content: [text('size guide')],
            },
            text(' or the '),
            { nodeType: 'hyperlink', data: { uri: 'https://www.priv.gc.ca/fr/' }, content: [text('Commissariat')] },
            text(' — never '),
            { nodeType: 'hyperlink', data: { uri: 'javascript:alert(1)' }, content: [text('this')] },
          ),
        )}
      />,
      { app: 'engagement', locale: 'fr-CA' },
    );
    expect(screen.getByRole('link', { name: 'size guide' })).toHaveAttribute('href', '/fr/ring-size-guide');
    const away = screen.getByRole('link', { name: 'Commissariat' });
    expect(away).toHaveAttribute('href', 'https://www.priv.gc.ca/fr/');
    expect(away).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByText('this')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Write to us' }));
    expect(router.state.location.pathname).toBe('/fr/customer-service/contact-us');
  });

  it('shows embedded pictures with their size, lazily, and cards, promotions and questions in place', async () => {
    renderRemotePage(
      <RichText
        document={doc(
          embed('embedded-asset-block', { kind: 'image', id: 'a', image }),
          embed('embedded-entry-block', {
            kind: 'card',
            id: 'c',
            title: 'Lifetime diamond warranty',
            body: 'Free inspections.',
            image: null,
            url: '/articles/lifetime-diamond-warranty',
            ctaLabel: null,
          }),
          embed('embedded-entry-block', {
            kind: 'promotion',
            id: 'p',
            title: 'Free engraving',
            body: 'On every wedding band.',
            image: null,
            url: '/wedding-bands',
            ctaLabel: 'Shop wedding bands',
          }),
          embed('embedded-entry-block', {
            kind: 'question',
            id: 'q',
            title: 'Can I return in store?',
            answer: doc(paragraph(text('Yes, in any store.'))),
          }),
          embed('embedded-entry-block', { sys: { id: 'raw-entry-the-api-did-not-normalise' } }),
        )}
      />,
      { app: 'engagement' },
    );
    const picture = screen.getByRole('img', { name: 'A ring size chart' });
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '600');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Lifetime diamond warranty/ })).toHaveAttribute(
      'href',
      '/articles/lifetime-diamond-warranty',
    );
    const promotion = screen.getByRole('complementary', { name: 'Free engraving' });
    expect(within(promotion).getByRole('link', { name: 'Shop wedding bands' })).toHaveAttribute(
      'href',
      '/wedding-bands',
    );
    expect(screen.queryByRole('link', { name: 'Shop wedding bands' })).not.toBeNull();
    const question = screen.getByRole('button', { name: 'Can I return in store?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, in any store.')).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can I return in store?' })).toHaveTextContent('Yes, in any store.');
  });

  it('draws tables with column headers', () => {
    const cell = (type: string, value: string) => ({ nodeType: type, data: {}, content: [paragraph(text(value))] });
    renderRemotePage(
      <RichText
        document={doc({
          nodeType: 'table',
          data: {},
          content: [
            {
              nodeType: 'table-row',
              data: {},
              content: [cell('table-header-cell', 'Diameter (mm)'), cell('table-header-cell', 'Size')],
            },
            { nodeType: 'table-row', data: {}, content: [cell('table-cell', '15.7'), cell('table-cell', 'L')] },
          ],
        })}
      />,
      { app: 'engagement' },
    );
    expect(screen.getByRole('columnheader', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'L' })).toBeInTheDocument();
  });

  it('offers no promotion button to the page the shopper is already on', () => {
    renderRemotePage(
      <RichText
        document={doc(
          embed('embedded-entry-block', {
            kind: 'promotion',
            id: 'p',
            title: 'Free delivery over $100',
            body: '',
            image: null,
            url: '/customer-service/delivery',
            ctaLabel: 'Delivery options',
          }),
        )}
      />,
      { app: 'engagement', path: '/customer-service/delivery' },
    );
    expect(screen.getByRole('complementary', { name: 'Free delivery over $100' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Delivery options' })).toBeNull();
  });
});
