import { richTextDocumentSchema, type ContentPage } from '@storefront/api-schemas';
import { PAGE_PAYLOAD_ELEMENT_ID, resetPagePayloadForTests } from '@storefront/contracts';
import { PAGE_NOT_FOUND_TEXT, renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import ConnectedContentRoute from './connected-content-route';
import ContentPageRoute from './content-page-route';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const paragraph = (...content: object[]) => ({ nodeType: 'paragraph', data: {}, content });
const doc = (...content: object[]) => v.parse(richTextDocumentSchema, { nodeType: 'document', data: {}, content });

/** The delivery page as the API answers it: a text section with a link, an FAQ, and a call to action. */
function deliveryPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    id: 'page-delivery',
    slug: 'customer-service/delivery',
    title: 'Delivery',
    description: 'Delivery options, costs and times for online orders.',
    updatedAt: '2026-02-01T08:00:00.000Z',
    sections: [
      {
        id: 'section-options',
        variant: 'text',
        title: 'Delivery options',
        body: doc(
          paragraph(
            text('Standard delivery is free over $100. See our '),
            {
              nodeType: 'entry-hyperlink',
              data: { target: { kind: 'link', id: 'p', title: 'Returns', url: '/customer-service/returns' } },
              content: [text('returns policy')],
            },
            text('.'),
          ),
        ),
        image: null,
        images: [],
        cta: null,
        items: [],
      },
      {
        id: 'section-questions',
        variant: 'faq',
        title: 'Delivery questions',
        body: null,
        image: null,
        images: [],
        cta: null,
        items: [
          {
            id: 'faq-signature',
            kind: 'question',
            title: 'Does someone need to sign for my parcel?',
            body: 'Yes. Every parcel is insured.',
            answer: doc(paragraph(text('Yes. Every parcel is insured.'))),
            image: null,
            url: null,
          },
        ],
      },
      {
        id: 'section-cta',
        variant: 'cta',
        title: 'Free sizing in store',
        body: doc(paragraph(text('Our consultants can size you in a minute.'))),
        image: null,
        images: [],
        cta: { label: 'Find a store', url: '/stores' },
        items: [],
      },
    ],
    ...overrides,
  };
}

const DELIVERY = 'GET /api/content/pages/customer-service/delivery';

describe('a content page', () => {
  it('shows the content service’s page: title, introduction, sections, rich text and head tags', async () => {
    renderRemotePage(<ContentPageRoute params={{ slug: 'customer-service/delivery' }} routeId="content-page" />, {
      app: 'engagement',
      fetch: { [DELIVERY]: deliveryPage() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Delivery' });
    {
      expect(screen.getByText('Delivery options, costs and times for online orders.')).toBeInTheDocument();
      const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(breadcrumbs).getByText('Delivery')).toHaveAttribute('aria-current', 'page');
      const options = screen.getByRole('region', { name: 'Delivery options' });
      expect(within(options).getByRole('link', { name: 'returns policy' })).toHaveAttribute(
        'href',
        '/customer-service/returns',
      );
      expect(screen.getByRole('link', { name: 'Find a store' })).toHaveAttribute('href', '/stores');
      expect(screen.getByText('Last updated 1 February 2026')).toBeInTheDocument();
      expect(document.title).toBe('Delivery | Lustre & Co.');
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Delivery options, costs and times for online orders.',
      );
      const origin = globalThis.location.origin;
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}/customer-service/delivery`,
      );
      const hreflang = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(hreflang).toEqual(
        expect.arrayContaining([
          ['en-AU', `${origin}/customer-service/delivery`],
          ['fr-CA', expect.stringMatching(/^https:\/\/[^/]+\/fr\/customer-service\/delivery$/)],
          ['en-NZ', expect.stringMatching(/^https:\/\/[^/]+\/customer-service\/delivery$/)],
          ['x-default', `${origin}/customer-service/delivery`],
        ]),
      );
      const faq = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
      expect(faq).toMatchObject({
        '@type': 'FAQPage',
        mainEntity: [{ name: 'Does someone need to sign for my parcel?' }],
      });
    }
  });

  it('opens an FAQ question to show its answer, and closes it again', async () => {
    renderRemotePage(<ContentPageRoute params={{ slug: 'customer-service/delivery' }} routeId="content-page" />, {
      app: 'engagement',
      fetch: { [DELIVERY]: deliveryPage() },
    });
    const question = await screen.findByRole('button', { name: 'Does someone need to sign for my parcel?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes. Every parcel is insured.')).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Does someone need to sign for my parcel?' })).toHaveTextContent(
      'Yes. Every parcel is insured.',
    );
    await userEvent.click(question);
    expect(screen.getByText('Yes. Every parcel is insured.')).not.toBeVisible();
  });

  it('links within the French store under its prefix', async () => {
    renderRemotePage(<ContentPageRoute params={{ slug: 'customer-service/delivery' }} routeId="content-page" />, {
      app: 'engagement',
      locale: 'fr-CA',
      fetch: { [DELIVERY]: deliveryPage({ title: 'Livraison' }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Livraison' });
    expect(screen.getByRole('link', { name: 'returns policy' })).toHaveAttribute(
      'href',
      '/fr/customer-service/returns',
    );
    expect(screen.getByRole('link', { name: 'Find a store' })).toHaveAttribute('href', '/fr/stores');
    expect(screen.getByText('Dernière mise à jour : 1 février 2026')).toBeInTheDocument();
  });

  it('is the 404 page when the content service has no page with that slug', async () => {
    const quietRouter = jest.spyOn(console, 'error').mockImplementation(() => undefined); // the router logs what a page throws
    renderRemotePage(<ContentPageRoute params={{ slug: 'customer-service/nothing' }} routeId="content-page" />, {
      app: 'engagement',
      fetch: { 'GET /api/content/pages/customer-service/nothing': problemReply(404, 'CONTENT_NOT_FOUND') },
    });
    expect(await screen.findByText(PAGE_NOT_FOUND_TEXT)).toBeInTheDocument();
    quietRouter.mockRestore();
  });

  it('says the page could not load when the content service is down, and loads it on retry', async () => {
    let down = true;
    renderRemotePage(<ContentPageRoute params={{ slug: 'customer-service/delivery' }} routeId="content-page" />, {
      app: 'engagement',
      fetch: {
        [DELIVERY]: () => (down ? problemReply(503, 'CONTENT_UNAVAILABLE') : deliveryPage()),
      },
    });
    expect(await screen.findByText('We couldn’t load this page just now. Please try again in a moment.')).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery' })).toBeInTheDocument();
  });
});

describe('a connected content page', () => {
  it('shows a campaign page at once from the document’s prerendered payload, then shows an edit made since', async () => {
    resetPagePayloadForTests();
    globalThis.history.replaceState(null, '', '/connected/spring-sparkle');
    const payload = document.createElement('script');
    payload.type = 'application/json';
    payload.id = PAGE_PAYLOAD_ELEMENT_ID;
    payload.textContent = JSON.stringify({
      routeId: 'connected-content',
      locale: 'en-AU',
      path: '/connected/spring-sparkle',
      data: deliveryPage({ slug: 'connected/spring-sparkle', title: 'Spring sparkle' }),
    });
    document.body.append(payload);
    try {
      const { requests } = renderRemotePage(
        <ConnectedContentRoute params={{ slug: 'spring-sparkle' }} routeId="connected-content" />,
        {
          app: 'engagement',
          fetch: {
            'GET /api/content/pages/connected/spring-sparkle': deliveryPage({
              slug: 'connected/spring-sparkle',
              title: 'Spring sparkle, now until Sunday',
            }),
          },
        },
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Spring sparkle' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Spring sparkle, now until Sunday' }),
      ).toBeInTheDocument();
      expect(requests).toHaveLength(1);
    } finally {
      payload.remove();
      resetPagePayloadForTests();
      globalThis.history.replaceState(null, '', '/');
    }
  });

  it('is the content page connected/<slug>', async () => {
    renderRemotePage(<ConnectedContentRoute params={{ slug: 'spring-sparkle' }} routeId="connected-content" />, {
      app: 'engagement',
      fetch: {
        'GET /api/content/pages/connected/spring-sparkle': deliveryPage({
          slug: 'connected/spring-sparkle',
          title: 'Spring sparkle',
          sections: [],
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring sparkle' })).toBeInTheDocument();
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${globalThis.location.origin}/connected/spring-sparkle`,
    );
  });

  it('is the 404 page for a campaign the content service does not have', async () => {
    const quietRouter = jest.spyOn(console, 'error').mockImplementation(() => undefined); // the router logs what a page throws
    renderRemotePage(<ConnectedContentRoute params={{ slug: 'gone' }} routeId="connected-content" />, {
      app: 'engagement',
      fetch: { 'GET /api/content/pages/connected/gone': problemReply(404, 'CONTENT_NOT_FOUND') },
    });
    expect(await screen.findByText(PAGE_NOT_FOUND_TEXT)).toBeInTheDocument();
    quietRouter.mockRestore();
  });
});
