import { screen } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { Price } from './price';

describe('Price', () => {
  it('formats cents in the currency, with cents shown by default', () => {
    const { container } = renderWithIntl(<Price amountCents={129950} currency="AUD" />);
    expect(container).toHaveTextContent('A$1,299.50');
    expect(container.querySelector('s')).toBeNull();
  });

  it('can round to whole units', () => {
    const { container } = renderWithIntl(<Price amountCents={129900} currency="NZD" fractionDigits={0} />);
    expect(container).toHaveTextContent('NZ$1,299');
  });

  it('strikes through the list price and labels both prices for screen readers', () => {
    const { container } = renderWithIntl(
      <Price amountCents={129900} listAmountCents={159900} currency="CAD" fractionDigits={0} />,
    );
    expect(container.querySelector('s')).toHaveTextContent('CA$1,599');
    expect(screen.getByText('Was')).toHaveClass('sf-visually-hidden');
    expect(screen.getByText('Now')).toHaveClass('sf-visually-hidden');
    expect(container).toHaveTextContent('Was CA$1,599 Now CA$1,299');
  });

  it('shows the member price with its label after the struck-through list price', () => {
    const { container } = renderWithIntl(
      <Price
        amountCents={159900}
        listAmountCents={179900}
        memberAmountCents={139900}
        currency="AUD"
        fractionDigits={0}
      />,
    );
    expect(screen.getByText('Member price')).toBeInTheDocument();
    expect(container.querySelector('.sf-price__member')).toHaveTextContent('Member price A$1,399');
    expect(container).toHaveTextContent('Was A$1,799 Now A$1,599 Member price A$1,399');
  });

  it('does not strike through a list price that is not higher', () => {
    const { container } = renderWithIntl(<Price amountCents={50000} listAmountCents={50000} currency="AUD" />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText('Was')).not.toBeInTheDocument();
  });
});
