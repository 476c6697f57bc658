import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildArticleList, buildArticleSummary, testArticleCategories } from '../lib/article-builders';
import ArticlesRoute from './articles-route';

const newest = buildArticleSummary({
  slug: 'lab-grown-vs-natural-diamonds',
  title: 'Lab-grown or natural diamonds?',
  publishDate: '2026-03-01',
  readingMinutes: 2,
  category: { slug: 'buying-guides', title: 'Buying guides' },
  excerpt: 'Both are real diamonds.',
});
const older = buildArticleSummary({ publishDate: '2026-02-12', readingMinutes: 3 });

describe('the journal', () => {
  it('shows a page of articles as cards with their picture, category, date, reading time and excerpt', async () => {
    renderRemotePage(<ArticlesRoute />, {
      app: 'engagement',
      path: '/articles',
      fetch: { 'GET /api/content/articles': buildArticleList({ items: [newest, older], total: 8, totalPages: 2 }) },
    });
    const list = await screen.findByRole('list', { name: '8 articles' });
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Lab-grown or natural diamonds?',
      'The engagement ring buying guide',
    ]);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Lab-grown or natural diamonds?' })).toHaveAttribute(
      'href',
      '/articles/lab-grown-vs-natural-diamonds',
    );
    expect(within(first).getByText('Buying guides')).toBeInTheDocument();
    expect(within(first).getByText('1 March 2026')).toHaveAttribute('datetime', '2026-03-01');
    expect(within(first).getByText('2 min read')).toBeInTheDocument();
    expect(within(first).getByText('Both are real diamonds.')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('width', '1600');

    const pages = screen.getByRole('navigation', { name: 'Journal pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/articles?page=2');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/articles?page=2');
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    const categories = screen.getByRole('navigation', { name: 'Article categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All articles', ...testArticleCategories.map((category) => category.title)]);
    expect(within(categories).getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'Gifting' })).toHaveAttribute(
      'href',
      '/articles?category=gifting',
    );
    expect(document.title).toBe('Journal | Lustre & Co.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/articles');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(5);
  });

  it('asks for the page and category of the address, and keeps the category in its page links', async () => {
    const { requests } = renderRemotePage(<ArticlesRoute />, {
      app: 'engagement',
      path: '/articles?category=gifting&page=2',
      fetch: {
        'GET /api/content/articles': buildArticleList({
          items: [older],
          page: 2,
          total: 7,
          totalPages: 2,
          category: { slug: 'gifting', title: 'Gifting' },
        }),
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Journal pages' });
    expect(requests[0]?.query.get('page')).toBe('2');
    expect(requests[0]?.query.get('category')).toBe('gifting');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/articles?category=gifting',
    );
    const categories = screen.getByRole('navigation', { name: 'Article categories' });
    expect(within(categories).getByRole('link', { name: 'Gifting' })).toHaveAttribute('aria-current', 'page');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/articles');
    expect(document.title).toBe('Gifting – Journal, page 2 | Lustre & Co.');
  });

  it('reads in French with French dates and the /fr prefix', async () => {
    renderRemotePage(<ArticlesRoute />, {
      app: 'engagement',
      locale: 'fr-CA',
      path: '/fr/articles',
      fetch: {
        'GET /api/content/articles': buildArticleList({
          items: [buildArticleSummary({ title: 'Le guide d’achat de la bague de fiançailles' })],
          total: 7,
          totalPages: 2,
        }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Le guide d’achat de la bague de fiançailles' });
    expect(link).toHaveAttribute('href', '/fr/articles/engagement-ring-buying-guide');
    expect(screen.getByText('12 février 2026')).toBeInTheDocument();
    expect(screen.getByText('3 min de lecture')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages du journal' });
    expect(within(pages).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/fr/articles?page=2');
  });

  it('says when a category has no articles and offers the whole journal', async () => {
    renderRemotePage(<ArticlesRoute />, {
      app: 'engagement',
      path: '/articles?category=watches',
      fetch: { 'GET /api/content/articles': buildArticleList({ items: [] }) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'No articles here yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Journal pages' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, and a retry when the content service cannot answer', async () => {
    let fail = true;
    renderRemotePage(<ArticlesRoute />, {
      app: 'engagement',
      path: '/articles',
      fetch: {
        'GET /api/content/articles': () => (fail ? problemReply(503, 'CONTENT_UNAVAILABLE') : buildArticleList()),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the journal');
    expect(await screen.findByText('The journal is unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'The engagement ring buying guide' })).toBeVisible());
  });
});
