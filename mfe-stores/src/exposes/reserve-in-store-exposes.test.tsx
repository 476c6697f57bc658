import { renderRemoteRoute, renderRemoteWidget } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import { routes } from './routes';
import { widgets } from './widgets';

describe('reserve in store through what the stores remote exposes', () => {
  it('the store picker with purpose reserve-in-store is reserve in store: the piece, its size, then a store', async () => {
    await renderRemoteWidget(
      widgets.StorePicker,
      { purpose: 'reserve-in-store', sku: '18006445-PT', size: 'N', sizeLabel: 'N', productName: 'Halcyon ring' },
      { app: 'stores' },
    );
    expect(screen.getByRole('region', { name: 'Reserve in store' })).toBeInTheDocument();
    expect(screen.getByText('Halcyon ring')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Choose a store' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find stores' })).toBeInTheDocument();
  });

  it('serves the cancellation page by its route id, kept out of search indexes', async () => {
    await renderRemoteRoute(routes['reservation-cancel'], {
      routeId: 'reservation-cancel',
      app: 'stores',
      locale: 'fr-CA',
      path: '/fr/stores/reservations/cancel?token=abc',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Annuler votre réservation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler ma réservation' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
