import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '../testing/render-with-intl';
import { Drawer } from './drawer';

const menuLabel = 'Menu';
const linkText = 'Engagement rings';

function MobileNavigation() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {menuLabel}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Shop by category" hideTitle>
        <a href="/engagement-rings">{linkText}</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its (visually hidden) title and closes with Escape, returning focus', async () => {
    renderWithIntl(<MobileNavigation />);
    const opener = screen.getByRole('button', { name: menuLabel });
    await userEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Shop by category' });
    expect(drawer).toHaveClass('sf-drawer--left');
    expect(screen.getByRole('link', { name: linkText })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
