import { createRemoteMessagesProvider } from '@storefront/i18n';

/** The checkout remote's own messages, nested in the shell's locale. */
export const CheckoutMessages = createRemoteMessagesProvider(
  (language) => import(/* webpackChunkName: "checkout-messages-[request]" */ `../../lang/compiled/${language}.json`),
);
