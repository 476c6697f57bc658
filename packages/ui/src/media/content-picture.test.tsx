import { render, screen } from '@testing-library/react';
import { ContentPicture } from './content-picture';

const image = { url: 'https://cdn.example/ring.svg', alt: 'A solitaire ring', width: 480, height: 600 };

describe('ContentPicture', () => {
  it('reserves its size, describes what it shows and loads when scrolled near', () => {
    render(<ContentPicture image={image} className="sf-card__image" />);
    const picture = screen.getByRole('img', { name: 'A solitaire ring' });
    expect(picture).toHaveAttribute('width', '480');
    expect(picture).toHaveAttribute('height', '600');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveClass('sf-card__image');
    expect(picture).not.toHaveAttribute('fetchpriority');
  });

  it('loads first when it is the top of the page, and says nothing when the words beside it already do', () => {
    const { container } = render(<ContentPicture image={{ ...image, width: null }} eager decorative />);
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).not.toHaveAttribute('width');
  });
});
