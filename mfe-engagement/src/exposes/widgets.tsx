import type { ContentCardsPanelWidgetProps, RemoteWidgetMap } from '@storefront/contracts';
import { lazy } from 'react';
import { EngagementMessages } from '../lib/engagement-messages-provider';

const ContentCardsPanelImpl = lazy(() => import('../features/content-cards/content-cards-panel'));

function ContentCardsPanel(props: ContentCardsPanelWidgetProps) {
  return (
    <EngagementMessages>
      <ContentCardsPanelImpl {...props} />
    </EngagementMessages>
  );
}

/** The engagement remote's widgets: the content-cards panel (account offers, header updates). */
export const widgets: RemoteWidgetMap['engagement'] = { ContentCardsPanel };
export const remote = 'engagement';
