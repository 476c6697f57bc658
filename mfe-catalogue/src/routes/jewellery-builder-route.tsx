import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import JewelleryBuilder from '../features/jewellery-builder/jewellery-builder';
import { catalogueRouteMessages as messages } from './catalogue-route-messages';

/** The jewellery builder `/jewellery-builder`: an engagement ring built step by step, every choice in the URL. */
export default function JewelleryBuilderRoute() {
  const intl = useIntl();
  return (
    <div className="sf-page sf-container">
      <title>{intl.formatMessage(messages.builderTitle)}</title>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
          { label: intl.formatMessage(messages.builderTitle) },
        ]}
      />
      <PageHeading
        title={intl.formatMessage(messages.builderTitle)}
        intro={intl.formatMessage(messages.builderIntro)}
      />
      <JewelleryBuilder />
    </div>
  );
}
