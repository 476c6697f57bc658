import { loadRemote } from '@module-federation/enhanced/runtime';
import type { MyStore } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateIn } from '../../lib/my-store-today';
import { SiteHeader } from './site-header';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Westfield Sydney, with its hours on its own today (or on another day). */
function westfield(today: Partial<NonNullable<MyStore['today']>> = {}, date = dateIn('Australia/Sydney', new Date())) {
  return {
    storeId: 'sydney-westfield-sydney',
    name: 'Westfield Sydney',
    timeZone: 'Australia/Sydney',
    today: { date, opens: '09:00', closes: '17:30', closed: false, special: null, ...today },
  } satisfies MyStore;
}

describe('My Store in the header', () => {
  beforeEach(() => loadRemoteMock.mockReturnValue(new Promise(() => undefined)));

  it('shows the shopper’s store with its hours today, linking to its page', async () => {
    renderRemotePage(<SiteHeader />, { app: 'shell', stores: { myStore: westfield() } });
    const link = await within(screen.getByRole('banner')).findByRole('link', {
      name: 'My store: Westfield Sydney · Open today 9:00 am – 5:30 pm',
    });
    expect(link).toHaveAttribute('href', '/stores/sydney-westfield-sydney');
  });

  it('says closed today, and which holiday, on a day of special hours', async () => {
    const store = westfield({ opens: null, closes: null, closed: true, special: 'Christmas Day' });
    renderRemotePage(<SiteHeader />, { app: 'shell', stores: { myStore: store } });
    expect(
      await within(screen.getByRole('banner')).findByRole('link', {
        name: 'My store: Westfield Sydney · Closed today (Christmas Day)',
      }),
    ).toBeInTheDocument();
  });

  it('shows only the name while today’s hours are not known yet', async () => {
    renderRemotePage(<SiteHeader />, { app: 'shell', stores: { myStore: westfield({}, '2020-01-01') } });
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'My store: Westfield Sydney' }),
    ).toBeInTheDocument();
  });

  it('speaks French in fr-CA, with the French path', async () => {
    renderRemotePage(<SiteHeader />, {
      app: 'shell',
      locale: 'fr-CA',
      path: '/fr',
      stores: {
        myStore: {
          ...westfield(),
          storeId: 'montreal-centre-eaton',
          name: 'Centre Eaton',
          timeZone: 'America/Toronto',
          today: { ...westfield().today, date: dateIn('America/Toronto', new Date()) },
        },
      },
    });
    const link = await within(screen.getByRole('banner')).findByRole('link', {
      name: /^Mon magasin : Centre Eaton · Ouvert aujourd’hui de 9 h 00 à 17 h 30$/,
    });
    expect(link).toHaveAttribute('href', '/fr/stores/montreal-centre-eaton');
  });

  it('is in the menu drawer on a phone', async () => {
    renderRemotePage(<SiteHeader />, {
      app: 'shell',
      stores: { myStore: westfield() },
      fetch: { 'GET /api/navigation': { categories: [], more: [] } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(
      await within(drawer).findByRole('link', { name: 'My store: Westfield Sydney · Open today 9:00 am – 5:30 pm' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows nothing when no store is chosen', () => {
    renderRemotePage(<SiteHeader />, { app: 'shell' });
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /My store/ })).not.toBeInTheDocument();
  });
});
