import { createRemoteMessagesProvider } from '@storefront/i18n';

/** The engagement remote's own messages, nested in the shell's locale. */
export const EngagementMessages = createRemoteMessagesProvider(
  (language) => import(/* webpackChunkName: "engagement-messages-[request]" */ `../../lang/compiled/${language}.json`),
);
