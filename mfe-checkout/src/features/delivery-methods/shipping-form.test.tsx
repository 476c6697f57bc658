import type { CheckoutState, DeliveryMethod } from '@storefront/api-schemas';
import { renderRemotePage, type FetchTable, type SharedStoresSeed } from '@storefront/dev-harness/testing';
import { jsonReply, problemReply, type FakeRequest } from '@storefront/http/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCheckout, buildDeliveryMethod } from '../../lib/testing/checkout-builders';
import { ShippingForm } from './shipping-form';

jest.setTimeout(20_000);

const collect = buildDeliveryMethod({
  id: 'click_and_collect',
  priceCents: 0,
  freeFromCents: null,
  estimatedFrom: '2026-11-24',
  estimatedTo: '2026-11-25',
});

const methodsByCountry: Record<string, DeliveryMethod[]> = {
  AU: [
    buildDeliveryMethod(),
    buildDeliveryMethod({
      id: 'express_post',
      priceCents: 1495,
      freeFromCents: null,
      estimatedFrom: '2026-11-24',
      estimatedTo: '2026-11-26',
    }),
    buildDeliveryMethod({
      id: 'premium',
      priceCents: 2995,
      freeFromCents: null,
      estimatedFrom: '2026-11-24',
      estimatedTo: '2026-11-24',
    }),
    collect,
  ],
  NZ: [
    buildDeliveryMethod({ id: 'international', priceCents: 2995, freeFromCents: null }),
    buildDeliveryMethod({ id: 'express_international', priceCents: 4995, freeFromCents: null }),
    collect,
  ],
  CA: [
    buildDeliveryMethod({ currency: 'CAD', priceCents: 1295, freeFromCents: 15_000 }),
    buildDeliveryMethod({ id: 'express', currency: 'CAD', priceCents: 2495, freeFromCents: null }),
    { ...collect, currency: 'CAD' },
  ],
};

/** The shipping step's API: the methods for the address's country, and the save (the checkout answered). */
function shippingApi(shipping?: (request: FakeRequest) => Response | object): FetchTable {
  return {
    'GET /api/checkout/delivery-methods': (request) => {
      const country = request.query.get('country') ?? 'AU';
      return { country, methods: methodsByCountry[country] };
    },
    'PUT /api/checkout/shipping':
      shipping ??
      ((request) => {
        const body = request.body as {
          deliveryMethod: DeliveryMethod['id'];
          address?: CheckoutState['shippingAddress'];
        };
        return jsonReply(
          buildCheckout({
            email: 'olivia@example.com',
            deliveryMethod: buildDeliveryMethod({ id: body.deliveryMethod }),
            shippingAddress: body.address ?? null,
            missing: ['billing'],
          }),
        );
      }),
  };
}

let requests: FakeRequest[] = [];

function renderForm(
  checkout: CheckoutState = buildCheckout({ email: 'olivia@example.com' }),
  {
    locale = 'en-AU',
    fetch = shippingApi(),
    stores,
  }: { locale?: LocaleCode; fetch?: FetchTable; stores?: SharedStoresSeed } = {},
) {
  const onSaved = jest.fn();
  const onContinue = jest.fn();
  ({ requests } = renderRemotePage(<ShippingForm checkout={checkout} onSaved={onSaved} onContinue={onContinue} />, {
    app: 'checkout',
    locale,
    path: '/checkout/shipping',
    fetch,
    stores,
  }));
  return { onSaved, onContinue, user: userEvent.setup({ delay: null }) };
}

const shippingPuts = () => requests.filter((r) => r.method === 'PUT' && r.path === '/api/checkout/shipping');

async function fillSydney(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Olivia');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Nguyen');
  await user.type(screen.getByRole('textbox', { name: /Street address/ }), '12 George Street');
  await user.type(screen.getByRole('textbox', { name: /Town or city/ }), 'Sydney');
  await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'NSW');
  await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '2000');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0412 345 678');
}

describe('ShippingForm', () => {
  it('lists the delivery methods with price and estimated dates, and saves the chosen one with the address', async () => {
    const { user, onSaved, onContinue } = renderForm();
    const methods = await screen.findByRole('radiogroup', { name: /Delivery method/ });
    const standard = within(methods).getByRole('radio', { name: /Standard delivery/ });
    expect(standard).toBeChecked();
    expect(standard).toHaveAccessibleName('Standard delivery $9.95');
    expect(standard).toHaveAccessibleDescription(
      'Estimated delivery Wed, 25 Nov – Mon, 30 Nov · Free on orders of $100.00 or more',
    );
    expect(within(methods).getByRole('radio', { name: /Premium delivery \$29.95/ })).toHaveAccessibleDescription(
      'Estimated delivery Tue, 24 Nov',
    );
    expect(screen.getByRole('radio', { name: 'Click and collect' })).toHaveAccessibleDescription(
      'Free · ready to collect from Tue, 24 Nov',
    );

    await fillSydney(user);
    await user.click(within(methods).getByRole('radio', { name: /Express Post/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(shippingPuts()[0]?.body).toEqual({
      deliveryMethod: 'express_post',
      address: {
        firstName: 'Olivia',
        lastName: 'Nguyen',
        address1: '12 George Street',
        city: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        country: 'AU',
        phone: '0412 345 678',
      },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ missing: ['billing'] }));
  });

  it('shows the address problems, focuses the first and sends nothing', async () => {
    const { user, onContinue } = renderForm();
    await screen.findByRole('radiogroup', { name: /Delivery method/ });
    await user.click(screen.getByRole('button', { name: 'Continue to billing' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription(
      /Please enter a value for this field/,
    );
    expect(shippingPuts()).toHaveLength(0);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows the API’s field errors on their fields and keeps everything typed', async () => {
    const { user, onContinue } = renderForm(undefined, {
      fetch: shippingApi(() =>
        problemReply(400, 'VALIDATION_FAILED', {
          fieldErrors: { 'address.postcode': 'validation.postcode.au', 'address.city': 'validation.name.characters' },
        }),
      ),
    });
    await screen.findByRole('radiogroup', { name: /Delivery method/ });
    await fillSydney(user);
    await user.click(screen.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Town or city/ })).toHaveAccessibleDescription(
        /Please use only letters, numbers, hyphens and apostrophes/,
      ),
    );
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription(
      /Please enter a valid 4-digit postcode/,
    );
    expect(screen.getByRole('textbox', { name: /Town or city/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue('12 George Street');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('offers international methods when the address is across the Tasman', async () => {
    const { user } = renderForm();
    await screen.findByRole('radio', { name: /Standard delivery/ });
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'New Zealand');
    expect(await screen.findByRole('radio', { name: /International delivery \$29.95/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Standard delivery/ })).not.toBeInTheDocument();
    expect(requests.at(-1)?.query.get('country')).toBe('NZ');
  });

  it('asks for a store first when click and collect is chosen without one', async () => {
    const { user, onContinue } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Click and collect' }));
    expect(screen.queryByRole('textbox', { name: /Street address/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a store' })).toHaveAttribute('href', '/stores');
    await user.click(screen.getByRole('button', { name: 'Continue to billing' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a store first');
    expect(shippingPuts()).toHaveLength(0);
    expect(onContinue).not.toHaveBeenCalled();

    // What was typed for delivery is still there when the shopper switches back.
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await user.type(screen.getByRole('textbox', { name: /Street address/ }), '12 George Street');
    await user.click(screen.getByRole('radio', { name: 'Click and collect' }));
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue('12 George Street');
  });

  it('collects from the shopper’s own store by default, and explains the API’s refusal', async () => {
    const { user, onContinue } = renderForm(undefined, {
      fetch: shippingApi(() => problemReply(409, 'INSUFFICIENT_STOCK_AT_STORE', { lines: [] })),
      stores: { myStore: { storeId: 'sydney-pitt-street', name: 'Sydney Pitt Street' } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Click and collect' }));
    expect(screen.getByText('Collecting from Sydney Pitt Street')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collect from my store, Sydney Pitt Street' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/doesn’t have enough stock/);
    expect(shippingPuts()[0]?.body).toEqual({ deliveryMethod: 'click_and_collect', storeId: 'sydney-pitt-street' });
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('does not offer click and collect for engraved pieces', async () => {
    const checkout = buildCheckout({ email: 'olivia@example.com' });
    checkout.lines[0]!.engraving = 'Always';
    renderForm(checkout);
    const option = await screen.findByRole('radio', { name: 'Click and collect' });
    expect(option).toBeDisabled();
    expect(option).toHaveAccessibleDescription('Click and collect is not available for engraved products.');
  });

  it('speaks French in fr-CA: methods, prices and dates', async () => {
    renderForm(buildCheckout({ email: 'chloe@example.com', currency: 'CAD' }), { locale: 'fr-CA' });
    const standard = await screen.findByRole('radio', { name: /Livraison standard/ });
    expect(standard).toHaveAccessibleName(/^Livraison standard 12,95\s\$$/);
    expect(standard).toHaveAccessibleDescription(/^Livraison prévue du mer\. 25 nov\. au lun\. 30 nov\./);
    expect(screen.getByRole('radio', { name: 'Cueillette en magasin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer vers la facturation' })).toBeInTheDocument();
  });
});
