import { localisePath, safeNavigationTarget } from '@storefront/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { productDetailMessages as messages } from './product-detail-messages';

/**
 * Given to the safe-navigation rule as its fallback, so a refused address is told apart from an accepted one (the rule
 * answers its fallback then). An address that is exactly this one is treated as refused, which costs nothing.
 */
const REFUSED = '/#care-plan-terms-refused';

type TermsTarget = { kind: 'in-app'; path: string } | { kind: 'external'; href: string };

/**
 * Where the terms address from the API or the content service may lead, by the storefront's one safe-navigation rule:
 * a path on this store, or an `https:` page elsewhere; null for anything else (another scheme, `//host`, a backslash).
 */
function termsTarget(url: string | null | undefined): TermsTarget | null {
  if (!url) return null;
  const path = safeNavigationTarget(url, REFUSED);
  if (path !== REFUSED) return { kind: 'in-app', path };
  const href = safeNavigationTarget(url, REFUSED, { allowSecureExternal: true });
  // The rule also admits `http:` on a loopback host (a local stand-in); a terms page elsewhere is `https:` only.
  return href !== REFUSED && href.startsWith('https://') ? { kind: 'external', href } : null;
}

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
  const target = termsTarget(href) ?? termsTarget(fallbackHref);
  if (!target) return null;
  const label = intl.formatMessage(messages.carePlanTerms);
  if (target.kind === 'in-app') return <Link to={localisePath(target.path)}>{label}</Link>;
  return (
    <a href={target.href} rel="noopener noreferrer">
      {label}
    </a>
  );
}
