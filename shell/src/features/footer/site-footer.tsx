import { RemoteWidgetSlot, localisePath, paths, useSiteConfig } from '@storefront/contracts';
import { parseLocalePath } from '@storefront/i18n';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { LocaleSwitch } from '../../lib/locale-switch/locale-switch';
import { footerMessages as messages } from './footer-messages';

const columns: { title: MessageDescriptor; links: { to: string; label: MessageDescriptor }[] }[] = [
  {
    title: messages.customerService,
    links: [
      { to: paths.delivery(), label: messages.delivery },
      { to: paths.returns(), label: messages.returns },
      { to: paths.faqs(), label: messages.faqs },
      { to: paths.contactUs(), label: messages.contactUs },
      { to: paths.orderLookup(), label: messages.orderLookup },
    ],
  },
  {
    title: messages.shopping,
    links: [
      { to: paths.financeOptions(), label: messages.financeOptions },
      { to: paths.stores(), label: messages.stores },
      { to: paths.jewelleryBuilder(), label: messages.builder },
      { to: paths.diamondWarranty(), label: messages.warranty },
      { to: paths.articles(), label: messages.journal },
    ],
  },
  {
    title: messages.brilliance,
    links: [
      { to: paths.register(), label: messages.join },
      { to: paths.brillianceTerms(), label: messages.brillianceTerms },
      { to: paths.newsletter(), label: messages.newsletter },
    ],
  },
];

/**
 * The footer loads its sign-up (the engagement remote's entry and widget, about 45 KB gzip) only once it is in view:
 * a short page such as a bag with one piece must not pay for it before the shopper scrolls (its band keeps its
 * height meanwhile, so nothing moves when the form replaces the link).
 */
const SIGN_UP_LOAD_MARGIN = '0px';

/** True once the element has come within `margin` of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/** While the engagement remote's sign-up loads, or when it cannot: the way to the newsletter page. */
function NewsletterLink() {
  const intl = useIntl();
  return (
    <p className="sf-footer__signup-link">
      <Link to={localisePath(paths.newsletter())}>{intl.formatMessage(messages.newsletterSignUp)}</Link>
    </p>
  );
}

/** A remote's footer widget (`children`), mounted only as the footer nears the viewport; `fallback` until then. */
function NearFooterWidget({
  className,
  fallback,
  children,
}: {
  className: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { ref, near } = useNearViewport(SIGN_UP_LOAD_MARGIN);
  return (
    <div ref={ref} className={className}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}

/**
 * The newsletter sign-up, the engagement remote's `NewsletterSignup` widget (its title and text from the content
 * service), loaded only as the footer nears the viewport so no page pays for it before its own content.
 */
function FooterSignUp() {
  const fallback = <NewsletterLink />;
  return (
    <NearFooterWidget className="sf-container sf-footer__signup" fallback={fallback}>
      <RemoteWidgetSlot
        remote="engagement"
        name="NewsletterSignup"
        props={{ placement: 'footer' }}
        fallback={fallback}
      />
    </NearFooterWidget>
  );
}

/**
 * Marketing messages on or off (the engagement remote's `EngagementPreferences` widget), loaded like the sign-up as the
 * footer nears the viewport, and only where an engagement SDK is configured. Until it loads, or when it cannot, its
 * place stays empty: the footer's links and the privacy notice work without it.
 */
function FooterPrivacy() {
  const fallback = <div className="sf-footer__privacy-placeholder" />;
  return (
    <NearFooterWidget className="sf-container sf-footer__privacy" fallback={fallback}>
      <RemoteWidgetSlot
        remote="engagement"
        name="EngagementPreferences"
        props={{ placement: 'footer' }}
        fallback={fallback}
      />
    </NearFooterWidget>
  );
}

/** The newsletter's own pages, which have the sign-up on the page: the footer does not repeat it. */
const newsletterPages: readonly string[] = [paths.newsletter(), paths.newsletterConfirm()];

/**
 * Site footer: the newsletter sign-up, service links, the country and language switch, marketing messages on or off,
 * and the legal line.
 */
export function SiteFooter() {
  const intl = useIntl();
  const engagementConfigured = useSiteConfig().engagement !== null;
  const onNewsletterPage = newsletterPages.includes(parseLocalePath(useLocation().pathname).rest);
  return (
    <footer className="sf-footer">
      {onNewsletterPage ? null : <FooterSignUp />}
      <div className="sf-container sf-footer__grid">
        <nav aria-label={intl.formatMessage(messages.footerNav)} className="sf-footer__columns">
          {columns.map((column) => (
            <section key={column.title.id} className="sf-footer__column">
              <h2 className="sf-footer__title">{intl.formatMessage(column.title)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={localisePath(link.to)}>{intl.formatMessage(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className="sf-footer__locale">
          <LocaleSwitch />
        </div>
      </div>
      {engagementConfigured ? <FooterPrivacy /> : null}
      <p className="sf-footer__legal sf-container">
        {intl.formatMessage(messages.copyright, { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
