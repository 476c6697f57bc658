import { PageNotFound } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { pendingReply } from '@storefront/http/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen } from '@testing-library/react';
import { RemoteArea } from '../mf/remote-area';
import { RouteErrorPage } from './route-error-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** A remote page in its area, on a route whose error boundary is the shell's, as in the route table. */
function renderRoute(Page: () => React.ReactNode, path: string, locale: LocaleCode = 'en-AU') {
  return renderRemotePage(
    <RemoteArea
      remote="engagement"
      routeId="connected-content"
      props={{ params: {}, routeId: 'connected-content' }}
      initial={Page}
    />,
    // The 404 page's category links stay loading: they are the not-found page's own tests'.
    { app: 'shell', locale, path, errorBoundary: RouteErrorPage, fetch: { 'GET /api/categories': pendingReply } },
  );
}

describe('the route error page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the shell’s 404 page, naming the address, when a remote page says it does not exist', () => {
    renderRoute(PageNotFound, '/connected/no-such-story');
    expect(document.title).toBe('Page Not Found');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /connected/no-such-story')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Suggested pages' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong here')).not.toBeInTheDocument();
  });

  it('says so in French on a French page', () => {
    renderRoute(PageNotFound, '/fr/articles/inconnu', 'fr-CA');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Page introuvable : /fr/articles/inconnu')).toBeInTheDocument();
  });

  it('keeps a remote’s crash inside its area, with a retry, rather than the whole page’s error', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(() => {
      throw new Error('boom');
    }, '/connected/story');
    expect(screen.getByText('Something went wrong here')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Internal Server Error' })).not.toBeInTheDocument();
  });

  it('is the general error page, titled Internal Server Error, for anything else a route throws', () => {
    function Broken(): never {
      throw new Error('the loader failed');
    }
    renderRemotePage(<Broken />, { app: 'shell', path: '/customer-service', errorBoundary: RouteErrorPage });
    expect(document.title).toBe('Internal Server Error');
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
