import { createRemoteMessagesProvider } from '@storefront/i18n';

/** The stores remote's own messages, nested in the shell's locale. */
export const StoresMessages = createRemoteMessagesProvider(
  (language) => import(/* webpackChunkName: "stores-messages-[request]" */ `../../lang/compiled/${language}.json`),
);
