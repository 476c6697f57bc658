import {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_ELEMENT_ID,
  PageNotFound,
  listen,
  pageNotFoundError,
} from '@storefront/contracts';
import { PAGE_NOT_FOUND_TEXT, renderRemotePage } from '@storefront/dev-harness/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { RemoteArea } from './remote-area';
import { RemoteLoadError } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function renderArea(
  initial: React.ComponentProps<typeof RemoteArea>['initial'],
  locale: LocaleCode = 'en-AU',
  path = '/',
) {
  return renderRemotePage(
    <RemoteArea remote="catalogue" routeId="search" props={{ params: {}, routeId: 'search' }} initial={initial} />,
    { app: 'shell', locale, path },
  );
}

describe('remote area', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote page', () => {
    renderArea(() => <h1>Search</h1>);
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering and offers to try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky(): React.ReactNode {
      if (fail) throw new Error('boom');
      return <h1>Recovered</h1>;
    }
    renderArea(Flaky);
    expect(screen.getByText('Something went wrong here')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  describe('when the remote page says its subject does not exist', () => {
    it.each([
      [
        'throws pageNotFoundError()',
        () => {
          throw pageNotFoundError();
        },
      ],
      ['renders <PageNotFound />', () => <PageNotFound />],
    ])('hands it to the route’s error boundary (the 404 page), not the remote’s fallback, when it %s', (_, Page) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const reported: string[] = [];
      const stop = listen('storefront:remote-failed', (detail) => reported.push(detail.reason));
      renderArea(Page as () => React.ReactNode, 'en-AU', '/connected/no-such-story');

      // Where the route's error boundary shows the shell's 404 page (route-error-page.test.tsx).
      expect(screen.getByText(PAGE_NOT_FOUND_TEXT)).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong here')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      // Not a failure of the remote: nothing is reported.
      expect(reported).toEqual([]);
      expect(console.warn).not.toHaveBeenCalled();
      stop();
    });
  });

  it('shows the unavailable fallback with a way home when the remote could not be loaded', () => {
    renderArea(new RemoteLoadError({ remote: 'catalogue', reason: 'wrong-shape', detail: 'routes.search: missing' }));
    expect(screen.getByText('This part of the site is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('says so in French, with a way home that stays in French', () => {
    renderArea(new RemoteLoadError({ remote: 'catalogue', reason: 'unavailable', detail: 'down' }), 'fr-CA');
    expect(screen.getByText('Cette partie du site est indisponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  });

  describe('with the document’s first view (a prerendered product page)', () => {
    function documentWithFirstView() {
      document.documentElement.setAttribute(FIRST_VIEW_ATTRIBUTE, '');
      const view = document.createElement('div');
      view.id = FIRST_VIEW_ELEMENT_ID;
      view.textContent = 'Aurora ring, $1,234.00';
      document.body.prepend(view);
    }
    const firstViewShown = () =>
      document.getElementById(FIRST_VIEW_ELEMENT_ID) !== null ||
      document.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE);

    it('keeps it while the page loads and swaps it for the page once the page has rendered', async () => {
      documentWithFirstView();
      let resolve: (page: () => React.ReactNode) => void = () => undefined;
      const Lazy = lazy(
        () => new Promise<{ default: () => React.ReactNode }>((done) => (resolve = (page) => done({ default: page }))),
      );
      renderArea(Lazy);

      expect(firstViewShown()).toBe(true);
      resolve(() => <h1>Aurora ring</h1>);

      expect(await screen.findByRole('heading', { name: 'Aurora ring' })).toBeInTheDocument();
      expect(firstViewShown()).toBe(false);
    });

    it('swaps it for the fallback when the remote could not be loaded', () => {
      documentWithFirstView();
      renderArea(new RemoteLoadError({ remote: 'catalogue', reason: 'unavailable', detail: 'down' }));

      expect(screen.getByText('This part of the site is unavailable')).toBeInTheDocument();
      expect(firstViewShown()).toBe(false);
    });
  });
});
