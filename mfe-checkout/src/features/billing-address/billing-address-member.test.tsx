import type { CheckoutState } from '@storefront/api-schemas';
import { buildSavedAddress } from '@storefront/api-schemas/testing';
import type { MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { jsonReply } from '@storefront/http/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { buildAddress, buildCheckout, buildDeliveryMethod } from '../../lib/testing/checkout-builders';
import { BillingAddressSection, type BillingAddressHandle } from './billing-address-section';

jest.setTimeout(20_000);

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

const office = buildSavedAddress({
  id: 'a-office',
  label: 'Office',
  lastName: 'Member',
  address1: '1 Collins Street',
  address2: 'Level 5',
  suburb: null,
  city: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
});

const shipped = buildCheckout({
  email: 'ava@example.com',
  shippingAddress: buildAddress(),
  deliveryMethod: buildDeliveryMethod(),
  missing: ['billing'],
});

function renderSection() {
  const ref = createRef<BillingAddressHandle>();
  const { requests } = renderRemotePage(<BillingAddressSection ref={ref} checkout={shipped} />, {
    app: 'checkout',
    path: '/checkout/billing',
    stores: { session: ava },
    fetch: {
      'GET /api/account/addresses': { addresses: [office] },
      'PUT /api/checkout/billing': (request) =>
        jsonReply({
          ...shipped,
          billingSameAsShipping: false,
          billingAddress: (request.body as { address: CheckoutState['billingAddress'] }).address,
          missing: [],
        }),
    },
  });
  const submit = async () => {
    let result: CheckoutState | null = null;
    await act(async () => {
      result = (await ref.current?.submit()) ?? null;
    });
    return result;
  };
  return { submit, requests, user: userEvent.setup({ delay: null }) };
}

describe('BillingAddressSection for a signed-in member', () => {
  it('bills a saved address when the billing address differs, the default chosen', async () => {
    const { user, submit, requests } = renderSection();
    expect(screen.queryByRole('radiogroup', { name: 'Your billing address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /same as my delivery address/i }));
    const choice = await screen.findByRole('radiogroup', { name: 'Your billing address' });
    expect(within(choice).getByRole('radio', { name: /Office/ })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: /Office/ })).toHaveAccessibleDescription(
      'Ava Member, 1 Collins Street, Level 5, Melbourne VIC 3000, Australia, 0412 345 678',
    );
    expect(await submit()).not.toBeNull();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      sameAsShipping: false,
      address: expect.objectContaining({ address1: '1 Collins Street', address2: 'Level 5', state: 'VIC' }),
    });
  });

  it('opens the form for a new billing address with the choice to keep it', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('checkbox', { name: /same as my delivery address/i }));
    const choice = await screen.findByRole('radiogroup', { name: 'Your billing address' });
    await user.click(within(choice).getByRole('radio', { name: /Use a new address/ }));
    const form = screen.getByRole('group', { name: 'New address' });
    expect(within(form).getByRole('textbox', { name: /Street address/ })).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: 'Save this address to my address book' })).not.toBeChecked();
  });
});
