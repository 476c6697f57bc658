import type { CheckoutState } from '@storefront/api-schemas';
import { renderRemotePage, type FetchTable } from '@storefront/dev-harness/testing';
import { jsonReply, problemReply, type FakeRequest } from '@storefront/http/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { buildAddress, buildCheckout, buildDeliveryMethod } from '../../lib/testing/checkout-builders';
import { BillingAddressSection, type BillingAddressHandle } from './billing-address-section';

jest.setTimeout(20_000);

let requests: FakeRequest[] = [];

const shipped = buildCheckout({
  email: 'olivia@example.com',
  shippingAddress: buildAddress(),
  deliveryMethod: buildDeliveryMethod(),
  missing: ['billing'],
});

function renderSection(checkout: CheckoutState, fetch: FetchTable = {}) {
  const ref = createRef<BillingAddressHandle>();
  const onSaved = jest.fn();
  ({ requests } = renderRemotePage(<BillingAddressSection ref={ref} checkout={checkout} onSaved={onSaved} />, {
    app: 'checkout',
    path: '/checkout/billing',
    fetch,
  }));
  const submit = async () => {
    let result: CheckoutState | null = null;
    await act(async () => {
      result = (await ref.current?.submit()) ?? null;
    });
    return result;
  };
  return { submit, onSaved, user: userEvent.setup({ delay: null }) };
}

const billingPuts = () => requests.filter((r) => r.method === 'PUT' && r.path === '/api/checkout/billing');

describe('BillingAddressSection', () => {
  it('sends a shopper who has not finished the shipping step back to it', () => {
    const { router } = renderRemotePage(
      <BillingAddressSection checkout={buildCheckout({ missing: ['email', 'deliveryMethod', 'billing'] })} />,
      { app: 'checkout', path: '/checkout/billing' },
    );
    expect(router.state.location.pathname).toBe('/checkout/shipping');
  });

  it('stays for an empty bag, whose page shows the way back to the bag', () => {
    const { router } = renderRemotePage(
      <BillingAddressSection checkout={buildCheckout({ lines: [], missing: ['lines', 'email'] })} />,
      { app: 'checkout', path: '/checkout/billing' },
    );
    expect(router.state.location.pathname).toBe('/checkout/billing');
  });

  it('is the delivery address by default and saves it as such', async () => {
    const saved = { ...shipped, billingSameAsShipping: true, billingAddress: shipped.shippingAddress, missing: [] };
    const { submit, onSaved } = renderSection(shipped, { 'PUT /api/checkout/billing': saved });
    expect(screen.getByRole('checkbox', { name: 'Same as my delivery address' })).toBeChecked();
    expect(screen.getByText('12 George Street')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    expect(await submit()).toMatchObject({ billingSameAsShipping: true, missing: [] });
    expect(billingPuts()[0]?.body).toEqual({ sameAsShipping: true });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ billingSameAsShipping: true }));
  });

  it('asks for a billing address when unticked, shows the problems and sends nothing until it is valid', async () => {
    const { submit, user } = renderSection(shipped, {
      'PUT /api/checkout/billing': (request) =>
        jsonReply({ ...shipped, billingAddress: (request.body as { address: unknown }).address, missing: [] }),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Same as my delivery address' }));
    expect(await submit()).toBeNull();
    expect(billingPuts()).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields of your billing address.');

    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: /Street address/ }), '8 Collins Street');
    await user.type(screen.getByRole('textbox', { name: /Town or city/ }), 'Melbourne');
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'VIC');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '3000');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0400 000 000');
    expect(await submit()).not.toBeNull();
    expect(billingPuts()[0]?.body).toMatchObject({
      sameAsShipping: false,
      address: { firstName: 'Sam', city: 'Melbourne', state: 'VIC', postcode: '3000', country: 'AU' },
    });
  });

  it('always asks for the billing address of a click and collect order', async () => {
    renderSection(
      buildCheckout({
        deliveryMethod: buildDeliveryMethod({ id: 'click_and_collect', priceCents: 0 }),
        pickupStore: { id: 'sydney-pitt-street', name: 'Sydney Pitt Street', state: 'NSW' },
        email: 'olivia@example.com',
        missing: ['billing'],
      }),
      { 'PUT /api/checkout/billing': problemReply(409, 'SHIPPING_ADDRESS_REQUIRED') },
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/You’re collecting in store/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Street address/ })).toBeInTheDocument();
  });

  it('shows the API’s field errors on the billing fields', async () => {
    const { submit, user } = renderSection(
      buildCheckout({
        ...shipped,
        billingSameAsShipping: false,
        billingAddress: buildAddress({ city: 'Melbourne', state: 'VIC', postcode: '3000' }),
      }),
      {
        'PUT /api/checkout/billing': problemReply(400, 'VALIDATION_FAILED', {
          fieldErrors: { 'address.postcode': 'validation.postcode.au' },
        }),
      },
    );
    expect(screen.getByRole('textbox', { name: /Town or city/ })).toHaveValue('Melbourne');
    await user.clear(screen.getByRole('textbox', { name: /Town or city/ }));
    await user.type(screen.getByRole('textbox', { name: /Town or city/ }), 'Carlton');
    expect(await submit()).toBeNull();
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription(
      /Please enter a valid 4-digit postcode/,
    );
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Town or city/ })).toHaveValue('Carlton');
  });
});
