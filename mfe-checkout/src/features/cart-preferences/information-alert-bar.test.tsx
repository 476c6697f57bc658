import { renderRemotePage } from '@storefront/dev-harness/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InformationAlert } from './cart-preferences-api';
import { InformationAlertBar } from './information-alert-bar';

const FOUR: InformationAlert[] = [
  { id: 'info', message: 'New: the Aurora collection.', variant: 'info', link: null },
  {
    id: 'cutoff',
    message: 'Order by 18 December for Christmas.',
    variant: 'warning',
    link: { label: 'Delivery', url: '/customer-service/delivery' },
  },
  { id: 'maintenance', message: 'Card payments may be unavailable on Sunday.', variant: 'error', link: null },
  { id: 'collect', message: 'Click and collect is free.', variant: 'default', link: null },
];

function renderBar(alerts: InformationAlert[], locale: LocaleCode = 'en-AU') {
  return renderRemotePage(<InformationAlertBar alerts={alerts} />, { app: 'checkout', locale, path: '/my-bag' });
}

describe('InformationAlertBar', () => {
  it('collapses several alerts into one polite summary, in the tone of the most urgent, with nothing red shouting', () => {
    renderBar(FOUR);
    const summary = screen.getByText('4 notices about your order');
    expect(summary).toHaveAttribute('role', 'status');
    expect(summary.closest('.sf-alert')).toHaveClass('sf-alert--error');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.sf-alert')).toHaveLength(1);
    for (const alert of FOUR) expect(screen.getByText(alert.message, { exact: false })).not.toBeVisible();
  });

  it('shows the details on request, most urgent first, each with its tone spoken and its link', async () => {
    const user = userEvent.setup();
    renderBar(FOUR);
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    const items = within(list as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Error: Card payments may be unavailable on Sunday. ',
      'Warning: Order by 18 December for Christmas. Delivery',
      'Information: New: the Aurora collection. ',
      'Click and collect is free. ',
    ]);
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'href',
      '/customer-service/delivery',
    );
    await user.click(toggle);
    expect(list).not.toBeVisible();
  });

  it('shows a single alert whole, as before, and nothing when there is none', () => {
    const view = renderBar([FOUR[1] as InformationAlert]);
    expect(screen.getByText('Order by 18 December for Christmas.').closest('.sf-alert')).toHaveClass(
      'sf-alert--warning',
    );
    expect(screen.queryByRole('button', { name: 'Show details' })).not.toBeInTheDocument();
    view.unmount();
    const { container } = renderBar([]);
    expect(container.querySelector('.checkout-alert-bar')).toBeNull();
  });

  it('says it in Canadian French', () => {
    renderBar(FOUR, 'fr-CA');
    expect(screen.getByText('4 avis concernant votre commande')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher les détails' })).toBeInTheDocument();
  });
});
