import { DataProvider } from '@storefront/data';
import type { ReactNode } from 'react';
import { StoresMessages } from './stores-messages-provider';

/** What every stores page renders inside: the shared data layer and the stores remote's own messages. */
export function StoresProviders({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <StoresMessages>{children}</StoresMessages>
    </DataProvider>
  );
}
