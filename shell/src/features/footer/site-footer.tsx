import { localisePath, paths } from '@storefront/contracts';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
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

/** Site footer: service links, the country and language switch, and the legal line. */
export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="sf-footer">
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
      <p className="sf-footer__legal sf-container">
        {intl.formatMessage(messages.copyright, { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
