import { Icon, Price } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { HighlightMatch } from './highlight-match';
import { searchBoxMessages as messages } from './search-box-messages';
import type { SearchOption } from './search-box-options';

/** What one option of the popup shows: a search, a category with its hint, or a product's thumbnail, name and price. */
export function SearchOptionContent({ option, term }: { option: SearchOption; term: string }) {
  const intl = useIntl();
  switch (option.kind) {
    case 'query':
      return (
        <>
          <Icon name="search" size="xs" className="sf-search-box__option-icon" />
          <span className="sf-search-box__option-text">
            <HighlightMatch text={option.query} query={term} />
          </span>
        </>
      );
    case 'category':
      return (
        <>
          <Icon name="chevron-right" size="xs" className="sf-search-box__option-icon" />
          <span className="sf-search-box__option-text">
            <HighlightMatch text={option.category.name} query={term} />
          </span>
          <span className="sf-search-box__option-hint">{intl.formatMessage(messages.categoryHint)}</span>
        </>
      );
    case 'product': {
      const { product } = option;
      return (
        <>
          <img
            className="sf-search-box__thumbnail"
            src={product.image}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
          />
          <span className="sf-search-box__option-text">
            <HighlightMatch text={product.name} query={term} />
          </span>
          {product.price ? (
            <Price
              className="sf-search-box__price"
              amountCents={product.price.effectiveCents}
              currency={product.price.currency}
              size="sm"
            />
          ) : null}
        </>
      );
    }
  }
}
