import { afterEach, describe, expect, it } from '@jest/globals';
import { signedIn, signedOut } from '@storefront/contracts';
import { storefrontQueryClient } from '@storefront/data';
import { resetDataOnShopperChange } from './data-cache-on-session';

const olivia = { customerId: 'c-1', firstName: 'Olivia', email: 'olivia@example.com', brillianceMember: true };
const james = { customerId: 'c-2', firstName: 'James', email: 'james@example.com', brillianceMember: false };

async function answerHeld(): Promise<boolean> {
  // The reset runs after the data layer's chunk loads (a dynamic import): let it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return storefrontQueryClient.getQueryData(['account', 'orders']) !== undefined;
}

describe('resetDataOnShopperChange', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    signedOut();
  });

  it('forgets what one shopper saw when they sign out, and when another member signs in', async () => {
    signedIn(olivia);
    stop = resetDataOnShopperChange();
    storefrontQueryClient.setQueryData(['account', 'orders'], ['DR-1001']);

    signedOut();
    expect(await answerHeld()).toBe(false);

    signedIn(olivia);
    storefrontQueryClient.setQueryData(['account', 'orders'], ['DR-1001']);
    signedIn(james);
    expect(await answerHeld()).toBe(false);
  });

  it('keeps the answers when the same member is recorded again', async () => {
    signedIn(olivia);
    stop = resetDataOnShopperChange();
    storefrontQueryClient.setQueryData(['account', 'orders'], ['DR-1001']);
    signedIn({ ...olivia, firstName: 'Liv' });
    expect(await answerHeld()).toBe(true);
  });
});
