import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import JewelleryBuilder from '../features/jewellery-builder/jewellery-builder';
import { catalogueRouteMessages as messages } from './catalogue-route-messages';

/** The jewellery builder `/jewellery-builder`: an engagement ring built step by step, every choice in the URL. */
export default function JewelleryBuilderRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.builderTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.builderIntro)}
    >
      <JewelleryBuilder />
    </PageFrame>
  );
}
