import { type getSession, onSessionChange } from '@storefront/contracts';

type Session = ReturnType<typeof getSession>;

const shopper = (session: Session): string => (session.status === 'member' ? session.member.customerId : 'guest');

/**
 * When the shopper changes (sign-in, sign-out, another member) every answer the data layer holds is reset and what is
 * on screen asked again: nothing one shopper saw (member prices, their bag, their orders) is shown to the next on a
 * shared device. Called once the boot knows who is shopping; the data layer's chunk loads only when one changes.
 */
export function resetDataOnShopperChange(): () => void {
  return onSessionChange((session, previous) => {
    if (shopper(session) === shopper(previous)) return;
    void import('@storefront/data').then(({ storefrontQueryClient }) => storefrontQueryClient.resetQueries());
  });
}
