import { render, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import french from '../../../lang/fr.json';
import { NavigationProgress } from './navigation-progress';

/** A site whose about page arrives at once and whose stores page when `arrive` is called, with the bar on every page. */
function renderSite(locale: 'en-AU' | 'fr-CA' = 'en-AU') {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <NavigationProgress />
          <Link to="/stores">Stores</Link>
          <Link to="/about">About</Link>
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'about', lazy: async () => ({ element: <h1>About us</h1> }) },
        { path: 'stores', lazy: async () => (await arrived, { element: <h1>Our stores</h1> }) },
      ],
    },
  ]);
  render(
    <IntlProvider locale={locale} defaultLocale="en-AU" messages={locale === 'fr-CA' ? french : {}}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { router, arrive };
}

describe('the navigation progress bar', () => {
  it('shows while the next page loads, keeping the page the shopper is on, and goes once it is there', async () => {
    const { arrive } = renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Stores' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    arrive();
    await waitForElementToBeRemoved(() => screen.queryByRole('progressbar'));
    expect(screen.getByRole('heading', { name: 'Our stores' })).toBeInTheDocument();
  });

  it('never flashes on a page that arrives at once', async () => {
    const { router } = renderSite();
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(screen.queryByRole('progressbar') !== null));
    observer.observe(document.body, { childList: true, subtree: true });
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    expect(router.state.location.pathname).toBe('/about');
    expect(seen).not.toContain(true);
  });

  it('is named in French in fr-CA', async () => {
    renderSite('fr-CA');
    await userEvent.click(screen.getByRole('link', { name: 'Stores' }));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAccessibleName('Chargement de la page'));
  });
});
