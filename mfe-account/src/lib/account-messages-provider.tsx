import { createRemoteMessagesProvider } from '@storefront/i18n';

/** The account remote's own messages, nested in the shell's locale. */
export const AccountMessages = createRemoteMessagesProvider(
  (language) => import(/* webpackChunkName: "account-messages-[request]" */ `../../lang/compiled/${language}.json`),
);
