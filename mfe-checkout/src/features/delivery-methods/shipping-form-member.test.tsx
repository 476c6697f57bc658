import type { CheckoutState, DeliveryMethod, SavedAddress } from '@storefront/api-schemas';
import { buildSavedAddress } from '@storefront/api-schemas/testing';
import type { MemberSummary } from '@storefront/contracts';
import { renderRemotePage, type FetchTable } from '@storefront/dev-harness/testing';
import { jsonReply, problemReply, type FakeRequest } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAddress, buildCheckout, buildDeliveryMethod } from '../../lib/testing/checkout-builders';
import { ShippingForm } from './shipping-form';

jest.setTimeout(20_000);

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

const saved = (overrides: Partial<SavedAddress> = {}): SavedAddress =>
  buildSavedAddress({ id: 'a-home', lastName: 'Member', ...overrides });

const home = saved();
const work = saved({
  id: 'a-work',
  label: 'Work',
  address1: '1 Collins Street',
  suburb: null,
  city: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
  isDefault: false,
});
/** An address in Canada: the Australian store does not deliver there, so it is not offered. */
const montreal = saved({
  id: 'a-mtl',
  label: 'Montréal',
  country: 'CA',
  state: 'QC',
  postcode: 'H3B 1A4',
  isDefault: false,
});

function memberApi(book: SavedAddress[], addToBook?: (request: FakeRequest) => Response | object): FetchTable {
  return {
    'GET /api/account/addresses': { addresses: book },
    'POST /api/account/addresses':
      addToBook ?? ((request) => jsonReply({ ...saved(request.body as object), id: 'a-new', isDefault: false }, 201)),
    'GET /api/checkout/delivery-methods': (request) => ({
      country: request.query.get('country') ?? 'AU',
      methods: [buildDeliveryMethod()] satisfies DeliveryMethod[],
    }),
    'PUT /api/checkout/shipping': (request) => {
      const body = request.body as { address?: CheckoutState['shippingAddress'] };
      return jsonReply(
        buildCheckout({
          email: 'ava@example.com',
          deliveryMethod: buildDeliveryMethod(),
          shippingAddress: body.address ?? null,
          missing: ['billing'],
        }),
      );
    },
  };
}

function renderForm(fetch: FetchTable, options: { member?: boolean; checkout?: CheckoutState } = {}) {
  const onContinue = jest.fn();
  const { requests } = renderRemotePage(
    <ShippingForm
      checkout={options.checkout ?? buildCheckout({ email: 'ava@example.com' })}
      onSaved={jest.fn()}
      onContinue={onContinue}
    />,
    {
      app: 'checkout',
      locale: 'en-AU',
      path: '/checkout/shipping',
      fetch,
      stores: options.member === false ? {} : { session: ava },
    },
  );
  return { requests, onContinue, user: userEvent.setup({ delay: null }) };
}

describe('ShippingForm for a signed-in member', () => {
  it('offers the saved addresses, the default chosen, and delivers to the one picked without typing', async () => {
    const { user, requests, onContinue } = renderForm(memberApi([home, work, montreal]));
    const choice = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(choice).getByRole('radio', { name: /Home/ })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: /Home/ })).toHaveAccessibleName('Home Default');
    expect(within(choice).getByRole('radio', { name: /Home/ })).toHaveAccessibleDescription(
      'Ava Member, 12 George Street, The Rocks Sydney NSW 2000, Australia, 0412 345 678',
    );
    expect(within(choice).queryByRole('radio', { name: /Montréal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Street address/ })).not.toBeInTheDocument();

    await user.click(within(choice).getByRole('radio', { name: /Work/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    const put = requests.find((request) => request.method === 'PUT' && request.path === '/api/checkout/shipping');
    expect(put?.body).toMatchObject({
      address: { address1: '1 Collins Street', city: 'Melbourne', state: 'VIC', postcode: '3000', country: 'AU' },
    });
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('opens the form for a new address, keeps it in the address book when asked, and keeps what was typed', async () => {
    const { user, requests, onContinue } = renderForm(memberApi([home]));
    const choice = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    await user.click(within(choice).getByRole('radio', { name: /Use a new address/ }));
    const form = screen.getByRole('group', { name: 'New address' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Ava');
    await user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Member');
    await user.type(within(form).getByRole('textbox', { name: /Street address/ }), '8 Hunter Street');
    // Back to a saved address and again to the new one: nothing typed is lost.
    await user.click(within(choice).getByRole('radio', { name: /Home/ }));
    await user.click(within(choice).getByRole('radio', { name: /Use a new address/ }));
    expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue('8 Hunter Street');
    await user.type(screen.getByRole('textbox', { name: /Town or city/ }), 'Sydney');
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'NSW');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '2000');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0412 345 678');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await user.click(screen.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    const post = requests.find((request) => request.method === 'POST' && request.path === '/api/account/addresses');
    expect(post?.body).toMatchObject({ address1: '8 Hunter Street', city: 'Sydney', isDefault: false });
  });

  it('says so when the address book refuses, with the delivery kept, and goes on with the next Continue', async () => {
    const { user, onContinue } = renderForm(memberApi([], () => problemReply(409, 'ADDRESS_BOOK_FULL')));
    // With nothing saved, the form shows at once, and the member may keep the address.
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ava');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Member');
    await user.type(screen.getByRole('textbox', { name: /Street address/ }), '8 Hunter Street');
    await user.type(screen.getByRole('textbox', { name: /Town or city/ }), 'Sydney');
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'NSW');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '2000');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0412 345 678');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await user.click(screen.getByRole('button', { name: 'Continue to billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn’t add it to your address book/);
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Save this address to my address book' })).not.toBeChecked();
    // The button is named for what it does again once the refused save has settled.
    await user.click(await screen.findByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
  });

  it('preselects the saved address the checkout already delivers to', async () => {
    renderForm(memberApi([home, work]), {
      checkout: buildCheckout({
        email: 'ava@example.com',
        deliveryMethod: buildDeliveryMethod(),
        shippingAddress: buildAddress({ ...work, address2: null }),
      }),
    });
    const choice = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    expect(within(choice).getByRole('radio', { name: /Work/ })).toBeChecked();
  });
});

describe('ShippingForm for a guest', () => {
  it('asks for the address in the form, never reads an address book and offers no saving', async () => {
    const { requests } = renderForm(memberApi([home]), { member: false });
    expect(await screen.findByRole('textbox', { name: /Street address/ })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Delivery address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /address book/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/account/addresses')).toBe(false);
  });
});
