import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('reserves fixed dimensions and is hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={240} height="1.5rem" shape="text" />);
    const skeleton = container.firstElementChild;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveStyle({ width: '240px', height: '1.5rem' });
    expect(skeleton).toHaveClass('sf-skeleton--text');
  });

  it('can reserve space by aspect ratio for fluid images', () => {
    const { container } = render(<Skeleton width="100%" aspectRatio="1 / 1" />);
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('1 / 1');
  });
});
