import type { MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCarePlan } from '../lib/testing/order-builders';
import CarePlanRoute from './care-plan-route';

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

const params = { orderNo: '146619813017', pcpIndex: '1' };

describe('the care plan page', () => {
  it('shows the plan addressed by its 1-based position in the order, with every SPEC §3 field, printable', async () => {
    const print = jest.fn();
    globalThis.print = print;
    const { requests } = renderRemotePage(<CarePlanRoute params={params} routeId="care-plan" />, {
      app: 'account',
      stores: { session: ava },
      fetch: { 'GET /api/orders/146619813017/care-plans/1': { carePlan: buildCarePlan() } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Professional care plan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aurora Solitaire Ring' })).toBeInTheDocument();
    expect(screen.getByText('Care plan 1 of this order')).toBeInTheDocument();
    const facts = screen.getByRole('article');
    expect(facts).toHaveTextContent('Plan numberPCP0012345678');
    expect(facts).toHaveTextContent('StatusActive');
    expect(facts).toHaveTextContent('Term36 months');
    expect(facts).toHaveTextContent('Commencement date10 November 2026');
    expect(facts).toHaveTextContent('Expiry date10 November 2029');
    expect(facts).toHaveTextContent('Recommended retail price$199.00');
    expect(requests.map((request) => request.path)).toEqual(['/api/orders/146619813017/care-plans/1']);
    await userEvent.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      '/my-account/order-history/146619813017',
    );
  });

  it('shows a pending plan in French, its dates to come', async () => {
    renderRemotePage(<CarePlanRoute params={{ ...params, pcpIndex: '2' }} routeId="care-plan" />, {
      app: 'account',
      locale: 'fr-CA',
      stores: { session: ava },
      fetch: {
        'GET /api/orders/146619813017/care-plans/2': {
          carePlan: buildCarePlan({ index: 2, status: 'pending', commencedOn: null, expiresOn: null, currency: 'CAD' }),
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan d’entretien professionnel' })).toBeInTheDocument();
    const facts = await screen.findByRole('article');
    expect(facts).toHaveTextContent('StatutEn attente');
    expect(facts).toHaveTextContent('Date de débutÀ l’arrivée de votre bijou');
    expect(facts).toHaveTextContent(/Prix de détail suggéré199,00\s\$/);
    expect(screen.getByText(/Votre plan est en attente/)).toBeInTheDocument();
  });

  it('shows no plan for a number the order does not have (or another member’s order)', async () => {
    renderRemotePage(<CarePlanRoute params={{ ...params, pcpIndex: '7' }} routeId="care-plan" />, {
      app: 'account',
      stores: { session: ava },
      fetch: { 'GET /api/orders/146619813017/care-plans/7': problemReply(404, 'NOT_FOUND') },
    });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this care plan' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
