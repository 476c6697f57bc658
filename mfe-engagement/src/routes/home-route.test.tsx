import { PAGE_PAYLOAD_ELEMENT_ID, resetPagePayloadForTests } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { pendingReply, problemReply } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomeRoute from './home-route';
import { buildArticleList, buildArticleSummary } from '../lib/article-builders';
import { buildHomePage, buildSitePreferences, buildTopCategories } from './home-route-test-data';

const member = { customerId: 'c-1', firstName: 'Mia', email: 'mia@example.com', brillianceMember: true };

const articles = buildArticleList({
  items: [
    buildArticleSummary({ slug: 'four-cs', title: 'The four Cs of diamonds', publishDate: '2026-11-02' }),
    buildArticleSummary({ slug: 'ring-guide', title: 'Choosing an engagement ring', publishDate: '2026-10-20' }),
    buildArticleSummary({ slug: 'care', title: 'Caring for your jewellery', publishDate: '2026-09-14' }),
    buildArticleSummary({ slug: 'gold', title: 'Gold purity explained', publishDate: '2026-08-01' }),
  ],
});

function network(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/content/pages/home': buildHomePage(),
    'GET /api/content/site-preferences': buildSitePreferences(),
    'GET /api/content/articles': articles,
    ...overrides,
  };
}

describe('the home page', () => {
  it('shows the hero with a picture per breakpoint, fetched first, its heading and call to action', async () => {
    const { container } = renderRemotePage(<HomeRoute />, {
      app: 'engagement',
      fetch: network(),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Made to be treasured' });
    const hero = screen.getByRole('region', { name: 'Made to be treasured' });
    expect(hero).toContainElement(heading);
    expect(within(hero).getByRole('link', { name: 'Shop engagement rings' })).toHaveAttribute(
      'href',
      '/engagement-rings',
    );
    const image = within(hero).getByRole('img', { name: 'A solitaire on emerald velvet' });
    expect(image).toHaveAttribute('src', 'http://content.test/assets-files/hero-360.svg');
    expect(image).toHaveAttribute('width', '360');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    const sources = [...container.querySelectorAll('picture source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
      source.getAttribute('width'),
      source.getAttribute('height'),
    ]);
    expect(sources).toEqual([
      ['(min-width: 1280px)', 'http://content.test/assets-files/hero-1280.svg', '1280', '560'],
      ['(min-width: 980px)', 'http://content.test/assets-files/hero-980.svg', '980', '460'],
      ['(min-width: 768px)', 'http://content.test/assets-files/hero-768.svg', '768', '512'],
    ]);
    expect(document.title).toBe('Lustre & Co. | Fine jewellery since 1962');
    const head = (selector: string, attribute: string) =>
      document.head.querySelector(selector)?.getAttribute(attribute);
    expect(head('link[rel="canonical"]', 'href')).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(head('link[rel="alternate"][hreflang="fr-CA"]', 'href')).toMatch(/^https:\/\/[^/]+\.ca\/fr$/);
    expect(head('meta[property="og:image"]', 'content')).toBe('http://content.test/assets-files/hero-1280.svg');
  });

  it('draws the hero at once from the document’s prerendered payload, and checks it is current in the background', async () => {
    resetPagePayloadForTests();
    const payload = document.createElement('script');
    payload.type = 'application/json';
    payload.id = PAGE_PAYLOAD_ELEMENT_ID;
    payload.textContent = JSON.stringify({ routeId: 'home', locale: 'en-AU', path: '/', data: buildHomePage() });
    document.body.append(payload);
    try {
      const { requests } = renderRemotePage(<HomeRoute />, { app: 'engagement', fetch: network() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Made to be treasured' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await screen.findByRole('region', { name: 'Shop by category' });
      await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/content/pages/home'));
    } finally {
      resetPagePayloadForTests();
    }
  });

  it('asks for the page, the site preferences and the articles at once', async () => {
    const { requests } = renderRemotePage(<HomeRoute />, {
      app: 'engagement',
      fetch: {
        'GET /api/content/pages/home': pendingReply,
        'GET /api/content/site-preferences': pendingReply,
        'GET /api/content/articles': pendingReply,
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the home page');
    expect(requests.map((request) => request.path).sort()).toEqual([
      '/api/content/articles',
      '/api/content/pages/home',
      '/api/content/site-preferences',
    ]);
  });

  it('shows guests the top categories, the promotion, the Brilliance banner, the sign-up panel and three articles', async () => {
    renderRemotePage(<HomeRoute />, { app: 'engagement', fetch: network() });
    const categories = await screen.findByRole('region', { name: 'Shop by category' });
    expect(categories).toHaveAttribute('data-variant', 'carousel');
    expect(within(categories).getByRole('link', { name: /^Engagement rings Solitaires/ })).toHaveAttribute(
      'href',
      '/engagement-rings',
    );
    expect(within(categories).getByRole('button', { name: 'Next categories' })).toBeInTheDocument();
    const references = within(categories).getByRole('navigation', { name: 'More categories' });
    expect(
      within(references)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Engagement rings', 'Watches']);
    const promotion = screen.getByRole('region', { name: 'Complimentary engraving on wedding bands' });
    expect(within(promotion).getByRole('link', { name: 'Shop wedding bands' })).toHaveAttribute(
      'href',
      '/wedding-bands',
    );
    const join = screen.getByRole('region', { name: 'Join Brilliance' });
    expect(within(join).getByRole('heading', { name: 'Join Brilliance, our rewards program' })).toBeInTheDocument();
    expect(within(join).getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(within(join).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/my-account/register');
    const journal = await screen.findByRole('region', { name: 'From the journal' });
    const titles = await within(journal).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'The four Cs of diamonds',
      'Choosing an engagement ring',
      'Caring for your jewellery',
    ]);
    expect(within(journal).getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/articles');
    expect(screen.getByRole('region', { name: 'Why Lustre & Co.' })).toBeInTheDocument();
  });

  it('shows a signed-in member neither the Brilliance banner nor the sign-up panel', async () => {
    renderRemotePage(<HomeRoute />, {
      app: 'engagement',
      fetch: network(),
      stores: { session: member },
    });
    expect(await screen.findByRole('region', { name: 'Complimentary engraving on wedding bands' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join Brilliance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('lays the categories out as a grid within the page when the preferences say so', async () => {
    renderRemotePage(<HomeRoute />, {
      app: 'engagement',
      fetch: network({
        'GET /api/content/site-preferences': buildSitePreferences({
          topCategories: buildTopCategories({ variant: 'grid', width: 'contained' }),
        }),
      }),
    });
    const categories = await screen.findByRole('region', { name: 'Shop by category' });
    expect(categories).toHaveAttribute('data-variant', 'grid');
    expect(categories).toHaveAttribute('data-width', 'contained');
    expect(within(categories).queryByRole('button', { name: 'Next categories' })).not.toBeInTheDocument();
    expect(within(categories).getAllByRole('listitem')).toHaveLength(4);
  });

  it('still shows the hero and the articles when the site preferences have none of their pieces', async () => {
    renderRemotePage(<HomeRoute />, {
      app: 'engagement',
      fetch: network({
        'GET /api/content/site-preferences': buildSitePreferences({
          brillianceBanner: null,
          signUpPanel: null,
          productPromotion: null,
          topCategories: null,
        }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Made to be treasured' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'From the journal' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shop by category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join Brilliance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complimentary engraving on wedding bands' })).not.toBeInTheDocument();
  });

  it('says in French that the page could not load, and loads it on “Try again”', async () => {
    let down = true;
    renderRemotePage(<HomeRoute />, {
      app: 'engagement',
      locale: 'fr-CA',
      fetch: network({
        'GET /api/content/pages/home': () => (down ? problemReply(503, 'CONTENT_UNAVAILABLE') : buildHomePage()),
        'GET /api/content/articles': problemReply(503, 'CONTENT_UNAVAILABLE'),
      }),
    });
    expect(await screen.findByText(/Nous n’avons pas pu charger la page d’accueil/)).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Made to be treasured' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notre journal' })).not.toBeInTheDocument();
  });
});
