import { renderRemotePage } from '@storefront/dev-harness/testing';
import type { LocaleCode } from '@storefront/i18n';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildGallery, buildProduct } from './product-detail-builders';
import { ProductGallery } from './product-gallery';

const name = 'Halcyon Princess Tanzanite Solitaire Ring';

function renderGallery(metal = '18kt-white-gold', locale: LocaleCode = 'en-AU') {
  const product = buildProduct();
  return renderRemotePage(
    <ProductGallery name={name} gallery={product.gallery} images={product.images} metal={metal} />,
    { app: 'catalogue', locale, path: `/p/${product.slug}` },
  );
}

const mainPicture = () => screen.getByRole('button', { name: /^Enlarge image:/ });

describe('ProductGallery', () => {
  it('shows the chosen metal’s front view as a picture with its files per width, eager at high priority', () => {
    renderGallery('14kt-rose-gold');
    const main = within(mainPicture()).getByRole('img');
    expect(main).toHaveAccessibleName(`${name}, 14kt Rose Gold, front view`);
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '960');
    // the fallback is the 800 px file: the very file the edge's first view and the listings show
    expect(main).toHaveAttribute('src', '/api/images/products/p-18006445/14kt-rose-gold/front-800.r2.webp');
    const sources = main.closest('picture')!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      [400, 800, 1200]
        .map((width) => `/api/images/products/p-18006445/14kt-rose-gold/front-${width}.r2.webp ${width}w`)
        .join(', '),
    );
    expect(sources[0]).toHaveAttribute('sizes', '(min-width: 980px) 50vw, 100vw');
  });

  it('switches the view with its thumbnails (lazy pictures), and the pressed thumbnail says which is shown', async () => {
    const user = userEvent.setup();
    renderGallery();
    const thumbnails = screen.getAllByRole('button', { name: /^Show image:/ });
    expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-label'))).toEqual(
      ['front view', 'side view', 'close-up'].map((view) => `Show image: ${name}, 18kt White Gold, ${view}`),
    );
    for (const thumbnail of thumbnails) {
      expect(thumbnail.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
    const side = screen.getByRole('button', { name: `Show image: ${name}, 18kt White Gold, side view` });
    expect(side).toHaveAttribute('aria-pressed', 'false');
    await user.click(side);
    expect(side).toHaveAttribute('aria-pressed', 'true');
    const main = within(mainPicture()).getByRole('img');
    expect(main).toHaveAccessibleName(`${name}, 18kt White Gold, side view`);
    // Only the front view is the page's largest paint.
    expect(main).toHaveAttribute('fetchpriority', 'auto');
    expect(main.closest('picture')!.querySelector('source')!.getAttribute('srcset')).toContain(
      '/18kt-white-gold/side-1200.r2.webp 1200w',
    );
  });

  it('opens the picture full screen from the keyboard, magnifies it, and closes with Escape back on the picture', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.tab();
    expect(mainPicture()).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: `${name}, 18kt White Gold, front view` });
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      '/api/images/products/p-18006445/18kt-white-gold/front-1200.r2.webp',
    );
    const magnify = within(dialog).getByRole('button', { name: 'Magnify' });
    await user.click(magnify);
    expect(within(dialog).getByRole('button', { name: 'Fit to screen' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('group', { name: 'Enlarged image' })).toHaveAttribute('data-magnified');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mainPicture()).toHaveFocus();
  });

  it('magnifies under the mouse while it hovers and asks for the file twice as wide; a click opens it full screen', () => {
    renderGallery();
    const button = mainPicture();
    fireEvent.mouseMove(button, { clientX: 0, clientY: 0 });
    // jsdom lays nothing out (a zero box): nothing to magnify yet
    expect(button).not.toHaveAttribute('data-magnified');
    button.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400 }) as DOMRect;
    fireEvent.mouseMove(button, { clientX: 100, clientY: 300 });
    expect(button).toHaveAttribute('data-magnified');
    expect(button.querySelector('.sf-pdp-gallery__frame')).toHaveStyle({ transformOrigin: '25% 75%' });
    expect(button.querySelector('source')).toHaveAttribute('sizes', '(min-width: 980px) 100vw, 200vw');
    fireEvent.mouseLeave(button);
    expect(button).not.toHaveAttribute('data-magnified');
    // a click (or a finger's tap) opens the full-screen picture, not magnified in place
    fireEvent.mouseMove(button, { clientX: 100, clientY: 300 });
    fireEvent.click(button);
    expect(button).not.toHaveAttribute('data-magnified');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('names everything in Canadian French on fr-CA', async () => {
    const user = userEvent.setup();
    renderGallery('18kt-white-gold', 'fr-CA');
    expect(screen.getByRole('region', { name: `Images de ${name}` })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Agrandir l’image :/ }));
    expect(screen.getByRole('button', { name: 'Zoomer' })).toBeVisible();
  });

  it('shows the single image per metal when the API sends no gallery', () => {
    const product = buildProduct();
    renderRemotePage(<ProductGallery name={name} gallery={[]} images={product.images} metal="14kt-rose-gold" />, {
      app: 'catalogue',
      locale: 'en-AU',
      path: `/p/${product.slug}`,
    });
    const main = within(mainPicture()).getByRole('img');
    expect(main).toHaveAttribute('src', '/api/images/products/p-18006445/14kt-rose-gold.svg');
    expect(screen.queryAllByRole('button', { name: /^Show image:/ })).toHaveLength(0);
    expect(buildGallery('platinum', 'Platinum')).toHaveLength(3);
  });
});
