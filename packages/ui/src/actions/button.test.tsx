import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { Button } from './button';

const label = 'Add to bag';

describe('Button', () => {
  it('is a plain button that does not submit forms by default', async () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const onClick = jest.fn();
    renderWithIntl(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>{label}</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while busy, says so, shows a spinner, stays focusable and ignores presses', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    renderWithIntl(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" busy onClick={onClick}>
          {label}
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: `${label} Please wait` });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button.querySelector('.sf-button__spinner')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(button);
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when disabled, cannot be pressed', async () => {
    const onClick = jest.fn();
    renderWithIntl(
      <Button disabled onClick={onClick}>
        {label}
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies the variant and size classes', () => {
    renderWithIntl(
      <Button variant="secondary" size="lg" fullWidth>
        {label}
      </Button>,
    );
    expect(screen.getByRole('button', { name: label })).toHaveClass(
      'sf-button',
      'sf-button--secondary',
      'sf-button--lg',
      'sf-button--full',
    );
  });
});
