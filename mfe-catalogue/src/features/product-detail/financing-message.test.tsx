import { renderRemotePage } from '@storefront/dev-harness/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen } from '@testing-library/react';
import { FinancingMessage, type FinancingMessageProps } from './financing-message';

function renderMessage(financing: FinancingMessageProps['financing'], locale: LocaleCode = 'en-CA') {
  return renderRemotePage(<FinancingMessage financing={financing} currency="CAD" />, {
    app: 'catalogue',
    locale,
    path: '/p/halcyon-solitaire-pendant',
  });
}

describe('FinancingMessage', () => {
  const offer = { provider: 'Flexiti', termMonths: 12, monthlyCents: 16667 };

  it('states the API’s interest-free monthly offer in Canadian dollars, with a link to the finance options', () => {
    renderMessage(offer);
    expect(screen.getByText(/Or \$166\.67 a month for 12 months, interest-free, with Flexiti financing/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Learn about financing' })).toHaveAttribute('href', '/finance-options');
  });

  it('says it in Canadian French with the amount formatted for fr-CA', () => {
    renderMessage(offer, 'fr-CA');
    expect(
      screen.getByText(/Ou 166,67\s\$ par mois pendant 12 mois, sans intérêt, avec le financement Flexiti/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'En savoir plus sur le financement' })).toBeVisible();
  });

  it('says nothing where the API offers no financing (AU, NZ, or a price below every plan)', () => {
    const { container } = renderMessage(null, 'en-AU');
    expect(container.querySelector('.sf-pdp-price__financing')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Learn about financing' })).toBeNull();
  });
});
