import { DataProvider } from '@storefront/data';
import { createRemoteMessagesProvider } from '@storefront/i18n';
import type { ReactNode } from 'react';

/** The catalogue's own messages, nested in the shell's locale. */
const CatalogueMessages = createRemoteMessagesProvider(
  (language) => import(/* webpackChunkName: "catalogue-messages-[request]" */ `../../lang/compiled/${language}.json`),
);

/** What every catalogue page and widget renders inside: the shared data layer and the catalogue's own messages. */
export function CatalogueProviders({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <CatalogueMessages>{children}</CatalogueMessages>
    </DataProvider>
  );
}
