import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { renderWithIntl } from '../testing/render-with-intl';
import { PageFrame } from './page-frame';

const inRouter = (ui: ReactElement) => renderWithIntl(<MemoryRouter>{ui}</MemoryRouter>);

const trail = [{ label: 'Home', to: '/' }, { label: 'Engagement rings', to: '/engagement-rings' }, { label: 'Rings' }];

describe('PageFrame', () => {
  it('names the page once: document title, breadcrumbs to it, one h1 with eyebrow and intro, then the content', () => {
    inRouter(
      <PageFrame
        title="Solitaire rings"
        description="Single stones, set to catch the light."
        robots="noindex"
        breadcrumbs={trail}
        eyebrow="Bridal"
        intro="Hand-finished in our workshops."
      >
        <p>{'The grid'}</p>
      </PageFrame>,
    );
    expect(document.title).toBe('Solitaire rings');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Single stones, set to catch the light.',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Engagement rings' })).toHaveAttribute('href', '/engagement-rings');
    expect(within(nav).getByText('Rings')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Solitaire rings' })).toBeInTheDocument();
    expect(screen.getByText('Bridal')).toBeInTheDocument();
    expect(screen.getByText('Hand-finished in our workshops.')).toBeInTheDocument();
    expect(screen.getByText('The grid')).toBeInTheDocument();
  });

  it('keeps a document title of its own when the tab should say more than the heading', () => {
    inRouter(<PageFrame title="Solitaire ring" documentTitle="Solitaire ring | Lustre & Co." />);
    expect(document.title).toBe('Solitaire ring | Lustre & Co.');
    expect(screen.getByRole('heading', { level: 1, name: 'Solitaire ring' })).toBeInTheDocument();
  });

  it('links the page to its canonical address and its other languages, and escapes its structured data', () => {
    inRouter(
      <PageFrame
        title="Ring"
        canonical="https://example.com/p/ring"
        alternates={[
          { hrefLang: 'en-AU', href: 'https://example.com.au/p/ring' },
          { hrefLang: 'x-default', href: 'https://example.com.au/p/ring' },
        ]}
        structuredData={{ '@type': 'Product', name: '</script><b>x</b>' }}
      />,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.com/p/ring');
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en-AU', 'https://example.com.au/p/ring'],
      ['x-default', 'https://example.com.au/p/ring'],
    ]);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ name: '</script><b>x</b>' });
  });

  it('describes the page for sharing with Open Graph tags, an article with its times', () => {
    inRouter(
      <PageFrame
        title="Our lifetime diamond warranty"
        openGraph={{
          type: 'article',
          title: 'Our lifetime diamond warranty',
          description: 'Covered for life.',
          url: 'https://example.com/articles/warranty',
          image: { url: 'https://example.com/warranty.svg', width: 1600, height: 900, alt: 'A diamond on a shield' },
          locale: 'fr-CA',
          publishedTime: '2025-11-15',
          modifiedTime: '2026-10-02T09:00:00.000Z',
        }}
      />,
    );
    const tags = Object.fromEntries(
      [...document.head.querySelectorAll('meta[property]')].map((meta) => [
        meta.getAttribute('property'),
        meta.getAttribute('content'),
      ]),
    );
    expect(tags).toEqual({
      'og:type': 'article',
      'og:title': 'Our lifetime diamond warranty',
      'og:description': 'Covered for life.',
      'og:url': 'https://example.com/articles/warranty',
      'og:locale': 'fr_CA',
      'og:image': 'https://example.com/warranty.svg',
      'og:image:width': '1600',
      'og:image:height': '900',
      'og:image:alt': 'A diamond on a shield',
      'article:published_time': '2025-11-15',
      'article:modified_time': '2026-10-02T09:00:00.000Z',
    });
  });

  it('says what is loading in a busy box under the heading, without the content', () => {
    inRouter(
      <PageFrame title="Shipping" state={{ status: 'loading', label: 'Loading your checkout…' }}>
        <p>{'The form'}</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your checkout…');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
  });

  it('shows a page’s own skeleton while it loads, announcing "Loading" once', () => {
    inRouter(
      <PageFrame state={{ status: 'loading', placeholder: <div data-testid="skeleton" /> }}>
        <p>{'The piece'}</p>
      </PageFrame>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByTestId('skeleton').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows a failed load with "Try again", which asks again', async () => {
    const retry = jest.fn();
    inRouter(<PageFrame title="My bag" state={{ status: 'error', retry, message: 'We couldn’t load your bag.' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your bag.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('words a failed load in French from the shared catalogue', () => {
    const french = JSON.parse(readFileSync(join(__dirname, '../../../i18n/lang/fr.json'), 'utf8')) as Record<
      string,
      string
    >;
    render(
      <IntlProvider locale="fr-CA" defaultLocale="en-CA" messages={french}>
        <MemoryRouter>
          <PageFrame title="Panier" state={{ status: 'error', retry: () => undefined }} />
        </MemoryRouter>
      </IntlProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erreur : Nous n’avons pas pu charger cette page.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows the empty state under the heading instead of the content', () => {
    inRouter(
      <PageFrame
        title="Order history"
        state={{
          status: 'empty',
          icon: 'bag',
          title: 'You haven’t placed any orders yet',
          message: 'When you place an order, you can follow it here.',
          actions: <a href="/search">{'Start shopping'}</a>,
        }}
      >
        <p>{'The orders'}</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'You haven’t placed any orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toBeInTheDocument();
    expect(screen.queryByText('The orders')).not.toBeInTheDocument();
  });

  it('shows notices and what comes before the heading in every state', () => {
    inRouter(
      <PageFrame
        title="Billing"
        beforeHeading={<ol aria-label="Checkout steps" />}
        notices={<p>{'Your payment was refunded.'}</p>}
        state={{ status: 'loading' }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Checkout steps' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was refunded.')).toBeInTheDocument();
  });

  it('lets a page place its heading itself, and names an article by it', () => {
    inRouter(
      <PageFrame as="article" title="Solitaire ring" breadcrumbs={trail}>
        {(heading) => <div data-testid="summary">{heading}</div>}
      </PageFrame>,
    );
    const heading = within(screen.getByTestId('summary')).getByRole('heading', { level: 1, name: 'Solitaire ring' });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(screen.getByRole('article', { name: 'Solitaire ring' })).toBeInTheDocument();
  });
});
