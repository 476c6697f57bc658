import { localisePath, safeLinkTarget } from '@storefront/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { productDetailMessages as messages } from './product-detail-messages';

/**
 * The care plan's terms: the content service's link, or the product's own when that one is missing or refused by the
 * safe-navigation rule; nothing when neither may be followed.
 */
export function CarePlanTermsLink({
  href,
  fallbackHref,
}: {
  href: string | null | undefined;
  fallbackHref: string | null | undefined;
}) {
  const intl = useIntl();
  const target = safeLinkTarget(href) ?? safeLinkTarget(fallbackHref);
  if (!target) return null;
  const label = intl.formatMessage(messages.carePlanTerms);
  if (target.kind === 'in-app') return <Link to={localisePath(target.path)}>{label}</Link>;
  return (
    <a href={target.href} rel="noopener noreferrer">
      {label}
    </a>
  );
}
