import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { catalogueRouteMessages as messages } from './catalogue-route-messages';

const steps = [
  messages.builderStepSetting,
  messages.builderStepShape,
  messages.builderStepSize,
  messages.builderStepMetal,
  messages.builderStepRingSize,
  messages.builderStepEngraving,
  messages.builderStepReview,
] as const;

/** The jewellery builder `/jewellery-builder`: a ring built step by step. */
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
      <nav aria-label={intl.formatMessage(messages.builderStepsLabel)}>
        <ol className="sf-steps">
          {steps.map((step, index) => (
            <li key={step.id} className="sf-steps__item" aria-current={index === 0 ? 'step' : undefined}>
              {intl.formatMessage(step)}
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
