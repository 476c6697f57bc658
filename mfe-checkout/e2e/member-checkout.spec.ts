import { expect, test, type Page } from '@playwright/test';
import { freshEmail, joinBrilliance } from '../../e2e/members';
import { expectAccessible, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };

interface SavedAddress {
  id: string;
  label: string | null;
  address1: string;
  city: string;
  isDefault: boolean;
}

/** Calls the API with the browser's cookies (the member's session), as the storefront's scripts do. */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await page.request.fetch(url, {
    method,
    headers: csrf,
    ...(body === undefined ? {} : { data: body }),
  });
  if (!answer.ok()) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Puts a piece in the member's bag (the first unsized one in stock not already all in it), as add to bag does. */
async function addAPiece(page: Page): Promise<{ id: string } | undefined> {
  const { items } = await api<{
    items: { sku: string; availability: { stock: string }; flags: { sized: boolean } }[];
  }>(page, 'GET', '/api/products?category=necklaces-pendants&pageSize=48&sort=price-asc');
  const { lines: held } = await api<{ lines: { sku: string }[] }>(page, 'GET', '/api/bag');
  const candidates = items.filter(
    (item) =>
      item.availability.stock === 'in_stock' && !item.flags.sized && !held.some((line) => line.sku === item.sku),
  );
  // Stock is shared with every other journey of the run: the first piece the shop still has enough of.
  for (const piece of candidates) {
    const answer = await page.request.post('/api/bag/lines', { headers: csrf, data: { sku: piece.sku, quantity: 1 } });
    if (!answer.ok()) continue;
    const { lines } = (await answer.json()) as { lines: { id: string; sku: string }[] };
    return lines.find((line) => line.sku === piece.sku);
  }
  throw new Error('no piece in stock');
}

test.describe('a signed-in member checking out', () => {
  test('delivers to her default saved address, bills a new one she keeps in her address book', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = trackPageErrors(page);
    // A member of this test alone (the run's database is shared by both projects and both workers), with a home.
    await page.goto('/');
    await joinBrilliance(page, freshEmail(testInfo, 'checkout'), {
      state: 'NSW',
      mobilePhone: '0412 555 020',
      firstName: 'Ava',
    });
    await api(page, 'POST', '/api/account/addresses', {
      label: 'Home',
      firstName: 'Ava',
      lastName: 'Laurent',
      address1: '12 Pitt Street',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'AU',
      phone: '0412 555 020',
      isDefault: true,
    });
    const { addresses: before } = await api<{ addresses: SavedAddress[] }>(page, 'GET', '/api/account/addresses');
    const home = before.find((address) => address.isDefault);
    if (!home) throw new Error('the member has no default address');
    await addAPiece(page);
    const street = `${Math.floor(Math.random() * 900) + 100} Lustre Lane`;

    await page.goto('/checkout/shipping');
    await expectRemotePage(page, 'checkout', {
      routeId: 'checkout-shipping',
      heading: 'Shipping',
      trail: ['Home', 'My bag', 'Shipping'],
    });
    // Her saved addresses, the default chosen; no form to fill in.
    const delivery = page.getByRole('radiogroup', { name: 'Delivery address' });
    const defaultRadio = delivery.getByRole('radio', { name: /Default/ });
    await expect(defaultRadio).toBeChecked();
    await expect(defaultRadio).toHaveAccessibleDescription(new RegExp(home.address1));
    await expect(delivery.getByRole('radio', { name: 'Use a new address' })).not.toBeChecked();
    await expect(page.getByLabel('Street address')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to billing' }).click();

    await expect(page).toHaveURL(/\/checkout\/billing$/);
    await expect(page.getByRole('checkbox', { name: 'Same as my delivery address' })).toBeChecked();
    await expect(page.getByText(home.address1)).toBeVisible();

    // A billing address of its own: a new one, kept in her address book.
    await page.getByRole('checkbox', { name: 'Same as my delivery address' }).uncheck();
    const billing = page.getByRole('radiogroup', { name: 'Your billing address' });
    await expect(billing.getByRole('radio', { name: /Default/ })).toBeChecked();
    await billing.getByRole('radio', { name: 'Use a new address' }).check();
    const form = page.getByRole('group', { name: 'New address' });
    await expect(form.getByLabel('First name')).toHaveValue('');
    await form.getByLabel('First name').fill('Ava');
    await form.getByLabel('Last name').fill('Member');
    await form.getByLabel('Street address').fill(street);
    await form.getByLabel('Town or city').fill('Melbourne');
    await form.getByLabel('State or territory').selectOption({ label: 'Victoria' });
    await form.getByLabel('Postcode').fill('3000');
    await form.getByLabel('Phone').fill('0412 555 010');
    await form.getByRole('checkbox', { name: 'Save this address to my address book' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    // The provider's card page: paying is the guest checkout's journey.
    await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();

    const { addresses: after } = await api<{ addresses: SavedAddress[] }>(page, 'GET', '/api/account/addresses');
    const kept = after.find((address) => address.address1 === street);
    expect(kept).toMatchObject({ city: 'Melbourne', isDefault: false });
    expect(after.find((address) => address.isDefault)?.id).toBe(home.id);
    expect(errors).toEqual([]);
  });
});
