import { Icon, PageFrame, iconNames } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { pageMessages as messages } from './page-messages';

/** `/_icons`: every icon of the sprite with its name, for designers and developers. */
export function IconsPage() {
  const intl = useIntl();
  return (
    <PageFrame as="section" className="sf-container" title={intl.formatMessage(messages.iconsTitle)}>
      <ul className="sf-icon-grid">
        {iconNames.map((name) => (
          <li key={name} className="sf-icon-grid__item">
            <Icon name={name} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
