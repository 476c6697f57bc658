import type { Bag } from '@storefront/api-schemas';
import { buildBagAnswer } from '@storefront/api-schemas/testing';
import { renderRemotePage, type FetchTable } from '@storefront/dev-harness/testing';
import { jsonReply, problemReply, type FakeRequest } from '@storefront/http/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CouponEntry } from './coupon-entry';

function Harness({ initial }: { initial: Bag }) {
  const [bag, setBag] = useState(initial);
  return <CouponEntry coupon={bag.coupon} onBagChange={setBag} />;
}

let requests: FakeRequest[] = [];

function renderEntry(bag: Bag = buildBagAnswer(), fetch: FetchTable = {}) {
  const rendered = renderRemotePage(<Harness initial={bag} />, { app: 'checkout', fetch });
  requests = rendered.requests;
  return rendered;
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add a promotion code' }));
  const field = screen.getByRole('textbox', { name: 'Promotion code' });
  expect(field).toHaveFocus();
  if (code) await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return field;
}

describe('CouponEntry', () => {
  it.each([
    ['COUPON_INVALID', 409, 'NOPE', 'Please verify the code and try again.'],
    ['COUPON_INVALID', 400, 'a b', 'Please verify the code and try again.'],
    ['COUPON_MIN_SPEND', 409, 'TAKE50', 'Your bag hasn’t reached the minimum spend for this code.'],
    ['COUPON_ENDED', 409, 'SUMMER20', 'This promotion has ended.'],
    ['COUPON_NOT_APPLICABLE', 409, 'EARRINGS15', 'The items in your bag don’t qualify for this promotion.'],
    ['COUPON_ALREADY_USED', 409, 'WELCOME-123456', 'This code has already been used.'],
  ])('shows %s (%i) under the field', async (code, status, typed, message) => {
    renderEntry(buildBagAnswer(), { 'PUT /api/bag/coupon': problemReply(status, code, { minSpendCents: 50_000 }) });
    const field = await typeCode(typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`Error: ${message}`);
    expect(field).toHaveFocus();
    expect(requests.at(-1)?.body).toEqual({ code: typed });
  });

  it('asks for a code without calling the API when the field is empty', async () => {
    renderEntry();
    const field = await typeCode('');
    expect(field).toHaveAccessibleDescription('Error: Enter a promotion code.');
    expect(requests).toHaveLength(0);
  });

  it('applies a code, announces it, and removes it again', async () => {
    const user = userEvent.setup();
    renderEntry(buildBagAnswer(), {
      'PUT /api/bag/coupon': () =>
        jsonReply(
          buildBagAnswer({ coupon: { code: 'SPARKLE10', applied: true, discountCents: 12_990, problem: null } }),
        ),
      'DELETE /api/bag/coupon': () => jsonReply(buildBagAnswer()),
    });
    await typeCode('sparkle10');
    expect(await screen.findByText('Promotion code SPARKLE10 applied', { selector: 'p:not([role])' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Promotion code SPARKLE10 applied');

    await user.click(screen.getByRole('button', { name: 'Remove promotion code SPARKLE10' }));
    expect(await screen.findByRole('textbox', { name: 'Promotion code' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Promotion code SPARKLE10 removed');
  });

  it('explains why a code kept on the bag no longer applies', () => {
    renderEntry(
      buildBagAnswer({ coupon: { code: 'TAKE50', applied: false, discountCents: 0, problem: 'COUPON_MIN_SPEND' } }),
    );
    expect(screen.getByText('Promotion code TAKE50 isn’t applied')).toBeInTheDocument();
    expect(screen.getByText('Your bag hasn’t reached the minimum spend for this code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove promotion code TAKE50' })).toBeInTheDocument();
  });
});
