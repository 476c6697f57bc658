import { createRemoteMessagesProvider } from '@storefront/i18n';

/** The catalogue's own messages, nested in the shell's locale. */
export const CatalogueMessages = createRemoteMessagesProvider(
  (language) => import(/* webpackChunkName: "catalogue-messages-[request]" */ `../../lang/compiled/${language}.json`),
);
