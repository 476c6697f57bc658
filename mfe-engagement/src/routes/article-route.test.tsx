import { PAGE_PAYLOAD_ELEMENT_ID, resetPagePayloadForTests } from '@storefront/contracts';
import { PAGE_NOT_FOUND_TEXT, renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildArticle } from '../lib/article-builders';
import ArticleRoute from './article-route';

const articleSignUp = {
  id: 'panel-article-sign-up',
  title: 'Enjoyed this article?',
  body: 'Get new guides and stories from the journal by email.',
  cta: null,
  image: null,
  variant: 'standard',
};

/** The site preferences, as far as an article page reads them. */
const sitePreferences = {
  standardDispatchTime: 1,
  resizeEngravingDelayTime: 3,
  signupCouponCode: null,
  articleSignUp,
  brillianceBanner: null,
  brillianceConfirmationPanel: null,
  productPromotion: null,
  quickSignUp: null,
  signUpPanel: null,
  topCategories: null,
};

function renderArticle(options: { locale?: 'en-AU' | 'fr-CA'; article?: unknown } = {}) {
  return renderRemotePage(<ArticleRoute params={{ article: 'lifetime-diamond-warranty' }} routeId="article" />, {
    app: 'engagement',
    locale: options.locale ?? 'en-AU',
    path: '/articles/lifetime-diamond-warranty',
    fetch: {
      'GET /api/content/articles/:slug': options.article ?? buildArticle(),
      'GET /api/content/site-preferences': sitePreferences,
    },
  });
}

describe('a journal article', () => {
  it('shows the article: category, title, byline, hero picture, its rich text, the sign-up and related articles', async () => {
    renderArticle();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Our lifetime diamond warranty' });
    const page = heading.closest('article')!;
    expect(within(page).getByRole('link', { name: 'Care & warranty' })).toHaveAttribute(
      'href',
      '/articles?category=care-and-warranty',
    );
    expect(within(page).getByText('By Grace Whitfield')).toBeInTheDocument();
    expect(within(page).getAllByText('15 November 2025')[0]).toHaveAttribute('datetime', '2025-11-15');
    expect(within(page).getByText('Updated 2 October 2026')).toBeInTheDocument();
    expect(
      within(page).getByRole('img', { name: 'A brilliant diamond on a navy shield framed by gold laurels' }),
    ).toHaveAttribute('loading', 'eager');
    expect(within(page).getByRole('heading', { level: 2, name: 'Keeping it valid' })).toBeInTheDocument();
    expect(within(page).getByRole('img', { name: 'A jeweller’s loupe over a diamond ring' })).toHaveAttribute(
      'width',
      '1200',
    );
    expect(within(page).getByRole('link', { name: 'caring for your jewellery' })).toHaveAttribute(
      'href',
      '/articles/caring-for-your-jewellery',
    );
    expect(within(page).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/customer-service/contact-us',
    );
    expect(await within(page).findByRole('heading', { level: 2, name: 'Enjoyed this article?' })).toBeInTheDocument();
    expect(within(page).getByRole('textbox', { name: /Email for our newsletter/ })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    const related = within(page).getByRole('region', { name: 'More from the journal' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['Caring for your jewellery', 'Lab-grown or natural diamonds?']);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/articles');
  });

  it('describes itself to search engines and for sharing: canonical, hreflang, Open Graph and Article data', async () => {
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'Our lifetime diamond warranty' });
    expect(document.title).toBe('Our lifetime diamond warranty | Journal | Lustre & Co.');
    const head = document.head;
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Every diamond we set is covered for life, as long as it is inspected every six months.',
    );
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/articles/lifetime-diamond-warranty',
    );
    const hreflang = [...head.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang'));
    expect(hreflang).toEqual(['en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'x-default']);
    const og = (property: string) => head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:type')).toBe('article');
    expect(og('og:title')).toBe('Our lifetime diamond warranty');
    expect(og('og:image')).toBe('http://127.0.0.1:4040/assets-files/articles/diamond-warranty.svg');
    expect(og('article:published_time')).toBe('2025-11-15');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Our lifetime diamond warranty',
      image: ['http://127.0.0.1:4040/assets-files/articles/diamond-warranty.svg'],
      datePublished: '2025-11-15',
      dateModified: '2026-10-02T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Grace Whitfield' },
      publisher: { '@type': 'Organization', name: 'Lustre & Co.' },
    });
  });

  it('reads in French: French dates and labels, links under /fr', async () => {
    renderArticle({ locale: 'fr-CA' });
    await screen.findByRole('heading', { level: 1, name: 'Our lifetime diamond warranty' });
    expect(screen.getByText('Par Grace Whitfield')).toBeInTheDocument();
    expect(screen.getByText('Mis à jour le 2 octobre 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'caring for your jewellery' })).toHaveAttribute(
      'href',
      '/fr/articles/caring-for-your-jewellery',
    );
    expect(screen.getByRole('region', { name: 'À lire aussi dans le journal' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CA');
  });

  it('shows the article at once from the document’s prerendered payload, and checks it is current in the background', async () => {
    resetPagePayloadForTests();
    globalThis.history.replaceState(null, '', '/articles/lifetime-diamond-warranty');
    const payload = document.createElement('script');
    payload.type = 'application/json';
    payload.id = PAGE_PAYLOAD_ELEMENT_ID;
    payload.textContent = JSON.stringify({
      routeId: 'article',
      locale: 'en-AU',
      path: '/articles/lifetime-diamond-warranty',
      data: buildArticle(),
    });
    document.body.append(payload);
    try {
      const { requests } = renderArticle();
      expect(screen.getByRole('heading', { level: 1, name: 'Our lifetime diamond warranty' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await screen.findByRole('heading', { level: 2, name: 'Enjoyed this article?' });
      await waitFor(() =>
        expect(requests.map((request) => request.path).sort()).toEqual([
          '/api/content/articles/lifetime-diamond-warranty',
          '/api/content/site-preferences',
        ]),
      );
    } finally {
      resetPagePayloadForTests();
      globalThis.history.replaceState(null, '', '/');
    }
  });

  it('is the 404 page when the API has no such article', async () => {
    renderArticle({ article: problemReply(404, 'CONTENT_NOT_FOUND') });
    expect(await screen.findByText(PAGE_NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('shows a skeleton while loading and a retry when the content service cannot answer', async () => {
    let fail = true;
    renderArticle({
      article: () => (fail ? problemReply(503, 'CONTENT_UNAVAILABLE') : buildArticle()),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the article');
    expect(await screen.findByText('This article is unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Our lifetime diamond warranty' })).toBeVisible(),
    );
  });
});
