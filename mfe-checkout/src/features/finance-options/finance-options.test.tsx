import { renderRemotePage, type FetchTable, type SharedStoresSeed } from '@storefront/dev-harness/testing';
import { problemReply, type FakeRequest } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinancePlan } from './finance-options-api';
import { FinanceOptions } from './finance-options';

function buildPlan(overrides: Partial<FinancePlan> = {}): FinancePlan {
  return {
    id: 'monthly-12',
    type: 'monthly',
    name: '12 equal monthly payments, 0% interest',
    termMonths: 12,
    promotionalInterestPercent: 0,
    monthlyCents: 12_500,
    singlePaymentCents: null,
    interestCents: 0,
    totalCents: 150_000,
    minCents: 20_000,
    offered: true,
    ...overrides,
  };
}

let requests: FakeRequest[] = [];

function renderPage(market: 'CA' | 'AU' = 'CA', fetch: FetchTable = {}, stores: SharedStoresSeed = {}) {
  ({ requests } = renderRemotePage(<FinanceOptions applyLabel="Apply for finance" />, {
    app: 'checkout',
    locale: market === 'CA' ? 'en-CA' : 'en-AU',
    fetch,
    stores,
  }));
}

describe('FinanceOptions', () => {
  it('shows the provider’s plans with their payments for an example purchase, and the way to apply', async () => {
    renderPage('CA', {
      'GET /api/financing/plans': (request) => ({
        amountCents: Number(request.query.get('amountCents')),
        currency: 'CAD',
        plans: [
          buildPlan(),
          buildPlan({
            id: 'deferred-6',
            type: 'single',
            name: 'No payments and no interest for 6 months',
            termMonths: 6,
            monthlyCents: null,
            singlePaymentCents: 150_000,
            minCents: 30_000,
          }),
          buildPlan({
            id: 'monthly-48',
            name: '48 monthly payments at 19.99% interest',
            minCents: 150_001,
            offered: false,
          }),
        ],
      }),
    });
    expect(await screen.findByText('Payments shown for a purchase of $1,500.00.')).toBeInTheDocument();
    const plans = within(screen.getByRole('region', { name: 'Our plans' })).getAllByRole('listitem');
    expect(requests[0]?.query.get('amountCents')).toBe('150000');
    expect(within(plans[0]!).getByRole('heading', { name: '12 equal monthly payments, 0% interest' })).toBeVisible();
    expect(plans[0]).toHaveTextContent('$125.00 a month for 12 months');
    expect(plans[0]).toHaveTextContent('Minimum purchase$200.00');
    expect(plans[1]).toHaveTextContent('$1,500.00 after 6 months');
    expect(plans[2]).toHaveTextContent('For purchases of $1,500.01 or more');
    expect(screen.getByRole('link', { name: 'Apply for finance' })).toHaveAttribute(
      'href',
      '/finance-options/flexiti-apply',
    );
  });

  it('uses the bag’s amount when it is enough for a plan, and offers to try again when the plans fail', async () => {
    let down = true;
    renderPage(
      'CA',
      {
        'GET /api/financing/plans': () =>
          down ? problemReply(503, 'UNAVAILABLE') : { amountCents: 249_900, currency: 'CAD', plans: [buildPlan()] },
      },
      { bag: { itemCount: 1, subtotalCents: 249_900 } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load the plans. Please try again.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payments shown for the $2,499.00 in your bag.')).toBeInTheDocument();
    expect(requests.at(-1)?.query.get('amountCents')).toBe('249900');
  });

  it('says finance is for Canada outside Canada, without asking for plans', () => {
    renderPage('AU');
    expect(screen.getByRole('heading', { name: 'Finance is available in Canada' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
