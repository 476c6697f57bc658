import { buildBagTotals } from '@storefront/api-schemas/testing';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, within } from '@testing-library/react';
import { buildCheckout } from '../testing/checkout-builders';
import { OrderSummary } from './order-summary';

function renderSummary(ui: React.ReactElement, locale: LocaleCode = 'en-AU') {
  return renderRemotePage(ui, { app: 'checkout', locale });
}

/** The summary's rows as "term: amount" pairs, in order. */
function rows(name = 'Order summary'): string[] {
  const list = screen.getByRole('region', { name });
  return within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('OrderSummary', () => {
  it('shows an Australian bag with the GST inside the total and delivery still to choose', () => {
    renderSummary(
      <OrderSummary
        summary={buildBagTotals({
          itemCount: 2,
          subtotalCents: 259_800,
          totalCents: 259_800,
          gstInclusiveCents: 23_618,
        })}
      />,
    );
    expect(rows()).toEqual([
      'Subtotal (2 items): $2,598.00',
      'Delivery: Calculated at checkout',
      'Total: $2,598.00',
      'GST inclusive: $236.18',
    ]);
  });

  it('shows a coupon discount, free delivery and New Zealand GST', () => {
    renderSummary(
      <OrderSummary
        coupon={{ code: 'SPARKLE10', applied: true, discountCents: 12_990, problem: null }}
        summary={buildBagTotals({
          currency: 'NZD',
          subtotalCents: 129_900,
          deliveryCents: 0,
          discountCents: 12_990,
          totalCents: 116_910,
          taxLines: [{ name: 'GST', ratePercent: 15, cents: 15_249 }],
          gstInclusiveCents: 15_249,
        })}
      />,
      'en-NZ',
    );
    expect(rows()).toEqual([
      'Subtotal (1 item): $1,299.00',
      'Delivery: Free',
      'Discount (SPARKLE10): −$129.90',
      'Total: $1,169.10',
      'GST inclusive: $152.49',
    ]);
  });

  it('adds Quebec’s estimated GST and QST on top of a Canadian total, with no GST inclusive line', () => {
    renderSummary(
      <OrderSummary
        summary={buildBagTotals({
          currency: 'CAD',
          subtotalCents: 100_000,
          deliveryCents: 1_295,
          taxIncluded: false,
          gstInclusiveCents: null,
          taxLines: [
            { name: 'GST', ratePercent: 5, cents: 5_065 },
            { name: 'QST', ratePercent: 9.975, cents: 10_104 },
          ],
          taxCents: 15_169,
          totalCents: 116_464,
        })}
      />,
      'en-CA',
    );
    expect(rows()).toEqual([
      'Subtotal (1 item): $1,000.00',
      'Delivery: $12.95',
      'Estimated GST (5%): $50.65',
      'Estimated QST (9.975%): $101.04',
      'Total: $1,164.64',
    ]);
  });

  it('says Canadian tax is worked out once the province is known, beside the tax note', () => {
    renderSummary(
      <OrderSummary
        taxNote={<button type="button">How sales tax is estimated</button>}
        summary={buildBagTotals({
          currency: 'CAD',
          taxIncluded: false,
          gstInclusiveCents: null,
          taxPending: true,
          taxLines: [],
          taxCents: 0,
        })}
      />,
      'en-CA',
    );
    expect(rows()).toContain('Estimated sales taxHow sales tax is estimated: Calculated once we know your province');
    expect(screen.queryByText('GST inclusive')).not.toBeInTheDocument();
  });

  it('takes gift cards off the total and shows what remains, or that nothing more is due', () => {
    const { rerender } = renderSummary(
      <OrderSummary
        summary={buildBagTotals({
          totalCents: 129_900,
          giftCards: [{ last4: '0008', appliedCents: 10_000, balanceCents: 10_000 }],
          giftCardCents: 10_000,
          remainingCents: 119_900,
        })}
      />,
    );
    expect(rows().slice(-2)).toEqual(['Gift card ending 0008: −$100.00', 'Remaining to pay: $1,199.00']);
    rerender(
      <OrderSummary
        summary={buildBagTotals({
          totalCents: 20_000,
          giftCards: [{ last4: '0007', appliedCents: 20_000, balanceCents: 25_000 }],
          giftCardCents: 20_000,
          remainingCents: 0,
          noAdditionalPaymentRequired: true,
        })}
      />,
    );
    expect(rows().slice(-1)).toEqual(['Remaining to pay: $0.00']);
    expect(screen.getByText('No additional payment required')).toBeInTheDocument();
  });

  it('formats amounts for French Canada', () => {
    renderSummary(
      <OrderSummary
        summary={buildBagTotals({
          currency: 'CAD',
          subtotalCents: 100_000,
          taxIncluded: false,
          gstInclusiveCents: null,
          taxLines: [{ name: 'HST', ratePercent: 13, cents: 13_000 }],
          taxCents: 13_000,
          totalCents: 113_000,
        })}
      />,
      'fr-CA',
    );
    expect(screen.getByText('1 130,00 $')).toBeInTheDocument();
  });

  it('lists each piece with its thumbnail, name, metal, size, quantity and price', () => {
    const [line] = buildCheckout().lines;
    renderSummary(
      <OrderSummary
        summary={buildBagTotals()}
        lines={[
          line!,
          {
            ...line!,
            id: 'line-2',
            name: 'Aurora Ring',
            imageUrl: '/api/images/products/aurora/18-white-gold.webp',
            metalLabel: '18kt White Gold',
            sizeLabel: 'M',
            quantity: 2,
            lineCents: 60_000,
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Halcyon Solitaire Pendant14kt Yellow GoldQty 1$499.00',
      'Aurora Ring18kt White GoldSize M · Qty 2$600.00',
    ]);
    // The thumbnail is the line's own picture from the answer, decorative beside the name it shows.
    const thumbnails = items.map((item) => item.querySelector('img'));
    expect(thumbnails.map((image) => image?.getAttribute('src'))).toEqual([
      '/api/images/products/18006445/14Y.svg',
      '/api/images/products/aurora/18-white-gold.webp',
    ]);
    expect(thumbnails.map((image) => image?.getAttribute('alt'))).toEqual(['', '']);
  });

  it('names a placed order’s tax as final, without “estimated”, in French too', () => {
    const placed = buildBagTotals({
      currency: 'CAD',
      subtotalCents: 100_000,
      deliveryCents: 1_295,
      taxIncluded: false,
      gstInclusiveCents: null,
      taxLines: [
        { name: 'GST', ratePercent: 5, cents: 5_065 },
        { name: 'QST', ratePercent: 9.975, cents: 10_104 },
      ],
      taxCents: 15_169,
      totalCents: 116_464,
    });
    const english = renderSummary(<OrderSummary summary={placed} taxFinal />, 'en-CA');
    expect(rows()).toEqual([
      'Subtotal (1 item): $1,000.00',
      'Delivery: $12.95',
      'GST (5%): $50.65',
      'QST (9.975%): $101.04',
      'Total: $1,164.64',
    ]);
    english.unmount();
    renderSummary(<OrderSummary summary={placed} taxFinal />, 'fr-CA');
    const french = rows('Récapitulatif de la commande');
    expect(french.join(' ')).not.toMatch(/estimée/i);
    expect(french).toContainEqual(expect.stringMatching(/^TVQ \(9,975\s%\): 101,04\s\$$/));
  });
});
