import { DataProvider } from '@storefront/data';
import { createRemoteMessagesProvider } from '@storefront/i18n';
import type { ReactNode } from 'react';

/** The checkout remote's own messages, nested in the shell's locale. */
const CheckoutMessages = createRemoteMessagesProvider(
  (language) => import(/* webpackChunkName: "checkout-messages-[request]" */ `../../lang/compiled/${language}.json`),
);

/** What every checkout page renders inside: the shared data layer and the checkout's own messages. */
export function CheckoutProviders({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <CheckoutMessages>{children}</CheckoutMessages>
    </DataProvider>
  );
}
