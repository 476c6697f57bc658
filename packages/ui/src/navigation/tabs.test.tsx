import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { Tabs } from './tabs';

const items = [
  { id: 'details', label: 'Details', content: 'Platinum, 2.1 mm band.' },
  { id: 'care', label: 'Care', content: 'Polish with a soft cloth.' },
  { id: 'delivery', label: 'Delivery', content: 'Free insured delivery.' },
];

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab, and offers one tab stop', () => {
    renderWithIntl(<Tabs label="Product information" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Platinum, 2.1 mm band.');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([details]);
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', async () => {
    renderWithIntl(<Tabs label="Product information" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Care' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Care' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Care' })).toHaveTextContent('Polish with a soft cloth.');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Delivery' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tabpanel', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('moves from the tab list into the active panel with Tab', async () => {
    renderWithIntl(<Tabs label="Product information" items={items} defaultSelectedId="care" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Care' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Care' })).toHaveFocus();
  });

  it('skips disabled tabs', async () => {
    const withDisabled = items.map((item) => (item.id === 'care' ? { ...item, disabled: true } : item));
    const onSelectedChange = jest.fn();
    renderWithIntl(<Tabs label="Product information" items={withDisabled} onSelectedChange={onSelectedChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Delivery' })).toHaveFocus();
    expect(onSelectedChange).toHaveBeenCalledWith('delivery');
  });
});
