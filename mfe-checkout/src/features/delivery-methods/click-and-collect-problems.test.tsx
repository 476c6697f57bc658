import type { CheckoutState } from '@storefront/api-schemas';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCheckout, buildDeliveryMethod } from '../../lib/testing/checkout-builders';
import { ShippingForm } from './shipping-form';

jest.setTimeout(20_000);

const collect = buildDeliveryMethod({ id: 'click_and_collect', priceCents: 0, freeFromCents: null });

function twoPieces(): CheckoutState {
  const checkout = buildCheckout({ email: 'olivia@example.com' });
  const [first] = checkout.lines;
  checkout.lines.push({ ...first!, id: 'line-2', sku: '20001234-W-N', name: 'Aurora Halo Ring', size: 'N' });
  return checkout;
}

/** The shipping step with My Store chosen, where the API refuses click and collect with `problem`. */
async function refusal(problem: Response, locale: LocaleCode = 'en-AU'): Promise<string> {
  const user = userEvent.setup({ delay: null });
  renderRemotePage(<ShippingForm checkout={twoPieces()} onSaved={jest.fn()} onContinue={jest.fn()} />, {
    app: 'checkout',
    locale,
    path: '/checkout/shipping',
    stores: { myStore: { storeId: 'sydney-pitt-street', name: 'Sydney Pitt Street' } },
    fetch: {
      'GET /api/checkout/delivery-methods': { country: 'AU', methods: [buildDeliveryMethod(), collect] },
      'PUT /api/checkout/shipping': () => problem.clone(),
    },
  });
  await user.click(
    await screen.findByRole('radio', { name: locale === 'fr-CA' ? 'Cueillette en magasin' : 'Click and collect' }),
  );
  await user.click(screen.getByRole('button', { name: locale === 'fr-CA' ? /Continuer/ : 'Continue to billing' }));
  const alert = await screen.findByRole('alert');
  // Focus moves to the store's problem, so a screen reader hears it and the shopper is where to mend it.
  await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  return alert.textContent ?? '';
}

const line = (lineId: string, reason: string) => ({ lineId, sku: 'x', size: null, reason });

const cases: Array<[string, () => Response, string, string]> = [
  [
    'not available for the store',
    () => problemReply(409, 'CLICK_AND_COLLECT_UNAVAILABLE'),
    'Click and collect is not available for this store. Please choose another store.',
    'La cueillette en magasin n’est pas offerte dans ce magasin. Veuillez choisir un autre magasin.',
  ],
  [
    'not available for engraved products',
    () => problemReply(409, 'CLICK_AND_COLLECT_ENGRAVED'),
    'Click and collect is not available for engraved products.',
    'La cueillette en magasin n’est pas offerte pour les produits gravés.',
  ],
  [
    'select a store first',
    () => problemReply(400, 'STORE_REQUIRED', { errors: { storeId: 'validation.storeLocation.required' } }),
    'Please select a store first',
    'Veuillez d’abord sélectionner un magasin',
  ],
  [
    'product not available at store',
    () => problemReply(409, 'INSUFFICIENT_STOCK_AT_STORE', { lines: [line('line-1', 'not_at_store')] }),
    'Halcyon Solitaire Pendant is not available at this store. Please choose another store or delivery.',
    'Halcyon Solitaire Pendant n’est pas offert dans ce magasin. Veuillez choisir un autre magasin ou la livraison.',
  ],
  [
    'not available for the selected size',
    () => problemReply(409, 'INSUFFICIENT_STOCK_AT_STORE', { lines: [line('line-2', 'size')] }),
    'Click and collect is not available for the selected size of Aurora Halo Ring at this store. Please choose another store or delivery.',
    'La cueillette en magasin n’est pas offerte pour la taille choisie de Aurora Halo Ring dans ce magasin. Veuillez choisir un autre magasin ou la livraison.',
  ],
  [
    'insufficient stock at store',
    () => problemReply(409, 'INSUFFICIENT_STOCK_AT_STORE', { lines: [line('line-1', 'quantity')] }),
    'This store doesn’t have enough stock of Halcyon Solitaire Pendant. Please choose another store, fewer pieces or delivery.',
    'Ce magasin n’a pas assez de stock de Halcyon Solitaire Pendant. Veuillez choisir un autre magasin, moins de pièces ou la livraison.',
  ],
  [
    'not available for selected products',
    () =>
      problemReply(409, 'INSUFFICIENT_STOCK_AT_STORE', {
        lines: [line('line-1', 'not_at_store'), line('line-2', 'size')],
      }),
    'Click and collect is not available for the selected products at this store: Halcyon Solitaire Pendant and Aurora Halo Ring. Please choose another store or delivery.',
    'La cueillette en magasin n’est pas offerte pour les produits choisis dans ce magasin : Halcyon Solitaire Pendant et Aurora Halo Ring. Veuillez choisir un autre magasin ou la livraison.',
  ],
];

describe('click and collect refusals in the checkout (SPEC §8)', () => {
  it.each(cases)('says “%s” in English', async (_case, problem, english) => {
    expect(await refusal(problem())).toContain(english);
  });

  it.each(cases)('says “%s” in French', async (_case, problem, _english, french) => {
    expect(await refusal(problem(), 'fr-CA')).toContain(french);
  });
});
