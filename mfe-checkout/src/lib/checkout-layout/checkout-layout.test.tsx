import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutLayout } from './checkout-layout';

describe('CheckoutLayout', () => {
  it('folds the summary on a phone behind a disclosure naming the total, above the form', async () => {
    const user = userEvent.setup();
    renderRemotePage(
      <CheckoutLayout aside={<p>The pieces and the money</p>} asideTotal="$1,234.00">
        <label>
          Email <input type="email" />
        </label>
      </CheckoutLayout>,
      { app: 'checkout' },
    );
    const toggle = screen.getByRole('button', { name: 'Show order summary $1,234.00' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const summary = screen.getByRole('complementary');
    expect(toggle).toHaveAttribute('aria-controls', summary.id);
    expect(summary).toHaveClass('sf-checkout-layout__aside--folded');
    // Before the form in reading order, so on a phone the field follows one short line.
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(toggle.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide order summary $1,234.00' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(summary).not.toHaveClass('sf-checkout-layout__aside--folded');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show order summary $1,234.00' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('says it in French Canadian', () => {
    renderRemotePage(
      <CheckoutLayout aside={<p>Récapitulatif</p>} asideTotal="1 234,00 $">
        <p>Formulaire</p>
      </CheckoutLayout>,
      { app: 'checkout', locale: 'fr-CA' },
    );
    expect(
      screen.getByRole('button', { name: 'Afficher le récapitulatif de la commande 1 234,00 $' }),
    ).toBeInTheDocument();
  });

  it('keeps the aside after the content, with no disclosure, when no total is named', () => {
    renderRemotePage(
      <CheckoutLayout aside={<p>Summary</p>}>
        <p>Confirmation</p>
      </CheckoutLayout>,
      { app: 'checkout' },
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const aside = screen.getByRole('complementary');
    expect(aside).not.toHaveClass('sf-checkout-layout__aside--folded');
    expect(
      screen.getByText('Confirmation').compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
