import type { Panel } from '@storefront/api-schemas';
import { localisePath, paths, safeLinkTarget } from '@storefront/contracts';
import { ButtonLink, ContentPicture } from '@storefront/ui';

/**
 * The content service's Brilliance confirmation panel on the account confirmation: its title, text and picture, and
 * its call to action when it leads somewhere in the store other than the home page (the page already offers to
 * continue shopping there).
 */
export function BrillianceConfirmationPanel({ panel }: { panel: Panel }) {
  const target = panel.cta ? safeLinkTarget(panel.cta.url) : null;
  const to = target?.kind === 'in-app' && target.path !== paths.home() ? localisePath(target.path) : null;
  return (
    <section className="sf-brilliance-confirmation" aria-labelledby="sf-brilliance-confirmation-title">
      {panel.image ? <ContentPicture className="sf-brilliance-confirmation__image" image={panel.image} /> : null}
      <h2 id="sf-brilliance-confirmation-title" className="sf-brilliance-confirmation__title">
        {panel.title}
      </h2>
      {panel.body ? <p className="sf-brilliance-confirmation__body">{panel.body}</p> : null}
      {panel.cta && to ? (
        <ButtonLink to={to} variant="secondary">
          {panel.cta.label}
        </ButtonLink>
      ) : null}
    </section>
  );
}
