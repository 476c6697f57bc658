import { DataProvider } from '@storefront/data';
import type { ReactNode } from 'react';
import { EngagementMessages } from './engagement-messages-provider';

/** What every engagement page and widget renders inside: the shared data layer and the engagement's own messages. */
export function EngagementProviders({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <EngagementMessages>{children}</EngagementMessages>
    </DataProvider>
  );
}
