import './brilliance-sign-up.css';
import type { Panel } from '@storefront/api-schemas';
import { ButtonLink, ContentPicture } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { contentPath } from '../../lib/content-path';
import { brillianceSignUpMessages as messages } from './brilliance-sign-up-messages';

/** Props of {@link BrillianceSignUp}: the site preferences' Brilliance banner and sign-up panel, either may be missing. */
export interface BrillianceSignUpProps {
  banner: Panel | null;
  signUpPanel: Panel | null;
}

function PanelAction({ panel, variant }: { panel: Panel; variant: 'primary' | 'secondary' }) {
  const to = contentPath(panel.cta?.url);
  return panel.cta && to ? (
    <ButtonLink to={to} variant={variant}>
      {panel.cta.label}
    </ButtonLink>
  ) : null;
}

/**
 * For guests only (the route leaves it out for a signed-in member): the Brilliance banner, what membership gives and
 * how to join, beside the sign-up panel, what an account gives.
 */
export function BrillianceSignUp({ banner, signUpPanel }: BrillianceSignUpProps) {
  const intl = useIntl();
  if (!banner && !signUpPanel) return null;
  return (
    <section
      className="sf-brilliance-sign-up sf-container sf-container--wide"
      aria-label={intl.formatMessage(messages.region)}
    >
      {banner ? (
        <div className="sf-brilliance-banner" data-panel={banner.id}>
          {banner.image ? <ContentPicture className="sf-brilliance-banner__image" image={banner.image} /> : null}
          <div className="sf-brilliance-banner__text">
            <h2 className="sf-brilliance-banner__title">{banner.title}</h2>
            {banner.body ? <p className="sf-brilliance-banner__body">{banner.body}</p> : null}
            <PanelAction panel={banner} variant="primary" />
          </div>
        </div>
      ) : null}
      {signUpPanel ? (
        <div className="sf-sign-up-panel" data-panel={signUpPanel.id}>
          <h2 className="sf-sign-up-panel__title">{signUpPanel.title}</h2>
          {signUpPanel.body ? <p className="sf-sign-up-panel__body">{signUpPanel.body}</p> : null}
          <PanelAction panel={signUpPanel} variant="secondary" />
        </div>
      ) : null}
    </section>
  );
}
