import { DataProvider } from '@storefront/data';
import type { ReactNode } from 'react';
import { AccountMessages } from './account-messages-provider';

/** What every account page renders inside: the shared data layer and the account's own messages. */
export function AccountProviders({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <AccountMessages>{children}</AccountMessages>
    </DataProvider>
  );
}
