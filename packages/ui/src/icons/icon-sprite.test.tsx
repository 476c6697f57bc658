import { render } from '@testing-library/react';
import { IconSprite } from './icon-sprite';
import { iconNames } from './icon-names';

describe('IconSprite', () => {
  it('defines a 24×24 symbol with a drawing for every icon name', () => {
    const { container } = render(<IconSprite />);
    for (const name of iconNames) {
      const symbol = container.querySelector(`symbol#icon-${name}`);
      expect(symbol).not.toBeNull();
      expect(symbol).toHaveAttribute('viewBox', '0 0 24 24');
      expect(symbol?.querySelector('path, circle, rect')).not.toBeNull();
    }
    expect(container.querySelectorAll('symbol')).toHaveLength(iconNames.length);
  });

  it('is hidden from assistive technology', () => {
    const { container } = render(<IconSprite />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
