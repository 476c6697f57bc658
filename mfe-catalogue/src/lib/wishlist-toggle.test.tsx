import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishlistToggle } from './wishlist-toggle';

describe('WishlistToggle', () => {
  it('is a secondary button of the design system on the product page, like the buttons beside it', async () => {
    const user = userEvent.setup();
    renderRemotePage(<WishlistToggle productId="p-18006445" name="Halcyon Oval Solitaire" variant="inline" />, {
      app: 'catalogue',
    });
    const save = screen.getByRole('button', { name: 'Add to wishlist' });
    // Its case and letter-spacing come from the sf-button style (packages/ui README, "Buttons"), not its own class.
    expect(save).toHaveClass('sf-button', 'sf-button--secondary', 'sf-button--sm');
    expect(save).toHaveAttribute('aria-pressed', 'false');

    await user.click(save);
    const saved = await screen.findByRole('button', { name: 'Saved to wishlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveClass('sf-button', 'sf-button--secondary', 'sf-button--sm');
  });

  it('stays an icon-only control with the piece in its name on a tile', () => {
    renderRemotePage(<WishlistToggle productId="p-18006445" name="Halcyon Oval Solitaire" />, { app: 'catalogue' });
    const save = screen.getByRole('button', { name: 'Add Halcyon Oval Solitaire to wishlist' });
    expect(save).not.toHaveClass('sf-button');
    expect(save).toHaveTextContent('');
  });
});
