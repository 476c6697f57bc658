import { renderRemotePage, type FetchTable } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStoreReservation, buildStoreSummary } from '../lib/store-builders';
import ReservationCancelRoute from './reservation-cancel-route';

function renderCancel(options: { locale?: LocaleCode; token?: string | null; cancel?: FetchTable[string] } = {}) {
  const {
    locale = 'en-AU',
    token = 'tok_abc123',
    cancel = { reservation: buildStoreReservation({ status: 'cancelled' }) },
  } = options;
  const prefix = locale === 'fr-CA' ? '/fr' : '';
  const query = token === null ? '' : `?token=${token}`;
  return renderRemotePage(<ReservationCancelRoute />, {
    app: 'stores',
    locale,
    path: `${prefix}/stores/reservations/cancel${query}`,
    fetch: { 'POST /api/stores/reservations/cancel': cancel },
  });
}

describe('the reservation cancellation page', () => {
  it('cancels nothing on opening, only on the shopper’s press, then shows what it cancelled', async () => {
    const user = userEvent.setup();
    const { requests } = renderCancel();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel your reservation' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Find a store' })).toHaveAttribute('href', '/stores');
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel my reservation' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your reservation is cancelled');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ token: 'tok_abc123' });
    expect(screen.getByText('K7QX2M4P')).toBeInTheDocument();
    expect(screen.getByText('Halcyon oval solitaire ring')).toBeInTheDocument();
    expect(screen.getByText(/^Thursday,? 3 December (at )?5:30 pm AEDT$/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Hours and directions for Lustre & Co. Westfield Sydney' }),
    ).toHaveAttribute('href', '/stores/sydney-westfield-sydney');
    expect(screen.queryByRole('button', { name: 'Cancel my reservation' })).not.toBeInTheDocument();
  });

  it('says a lapsed reservation has already ended, with nothing to cancel', async () => {
    const user = userEvent.setup();
    renderCancel({ cancel: { reservation: buildStoreReservation({ status: 'expired' }) } });
    await user.click(await screen.findByRole('button', { name: 'Cancel my reservation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This reservation has already endedIts hold ran out, so the piece went back on the store’s shelf.',
    );
  });

  it('says a link that names no reservation cannot be found, and one without a token too, without asking the API', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCancel({ cancel: problemReply(400, 'RESERVATION_LINK_INVALID') });
    await user.click(await screen.findByRole('button', { name: 'Cancel my reservation' }));
    const invalid = await screen.findByRole('region', { name: 'We can’t find this reservation' });
    expect(invalid).toHaveTextContent(/Open it again from your reservation e-mail, or call the store to cancel/);
    expect(within(invalid).getByRole('link', { name: 'Find a store' })).toHaveAttribute('href', '/stores');
    unmount();

    const { requests } = renderCancel({ token: null });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We can’t find this reservation' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my reservation' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('keeps the button after too many tries or no connection, and cancels on the next press', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderCancel({
      cancel: () => {
        calls += 1;
        if (calls === 1) return problemReply(429, 'TOO_MANY_ATTEMPTS');
        if (calls === 2) throw new TypeError('Failed to fetch');
        return { reservation: buildStoreReservation({ status: 'cancelled' }) };
      },
    });
    const button = await screen.findByRole('button', { name: 'Cancel my reservation' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries in a short time. Please try again in an hour, or call the store.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel my reservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/We couldn’t reach our server/);
    await user.click(screen.getByRole('button', { name: 'Cancel my reservation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your reservation is cancelled');
  });

  it('speaks Canadian French, with the hold’s end on the store’s clock and links under /fr', async () => {
    const user = userEvent.setup();
    const montreal = buildStoreSummary({
      id: 'montreal-centre-eaton',
      name: 'Lustre & Co. Centre Eaton',
      market: 'CA',
      timeZone: 'America/Toronto',
    });
    renderCancel({
      locale: 'fr-CA',
      cancel: {
        reservation: buildStoreReservation({
          status: 'cancelled',
          store: montreal,
          holdUntil: '2026-12-03T22:30:00.000Z',
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Annuler votre réservation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler ma réservation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Votre réservation est annulée');
    expect(screen.getByText(/^jeudi 3 décembre/)).toHaveTextContent(/17 h 30 HNE$/);
    for (const link of screen.getAllByRole('link', { name: 'Trouver un magasin' })) {
      expect(link).toHaveAttribute('href', '/fr/stores');
    }
    expect(screen.getByRole('link', { name: 'Heures et itinéraire de Lustre & Co. Centre Eaton' })).toHaveAttribute(
      'href',
      '/fr/stores/montreal-centre-eaton',
    );
  });
});
