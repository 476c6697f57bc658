import { buildBagAnswer, buildBagLine } from '@storefront/api-schemas/testing';
import { useBagCount } from '@storefront/contracts';
import { renderRemotePage, type FetchTable, type HarnessRouter } from '@storefront/dev-harness/testing';
import { problemReply, type FakeRequest } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JewelleryBuilder from './jewellery-builder';
import { buildCategories, buildDesignDetail, builderApi } from './jewellery-builder-test-data';

function BagCount() {
  return <output aria-label="bag count">{useBagCount()}</output>;
}

let router: HarnessRouter;
let requests: FakeRequest[] = [];

function renderBuilder(search = '', fetch: FetchTable = {}) {
  const rendered = renderRemotePage(
    <>
      <BagCount />
      <JewelleryBuilder />
    </>,
    { app: 'catalogue', path: `/jewellery-builder${search}`, fetch: { ...builderApi(), ...fetch } },
  );
  ({ router, requests } = rendered);
  return rendered;
}

/** The build in the address bar, as parameters. */
function address(): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}

const summary = () => screen.getByRole('complementary', { name: 'Your ring' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('JewelleryBuilder', () => {
  it('starts with the setting styles, steps marked in order, and asks for a choice before moving on', async () => {
    renderBuilder();

    const steps = screen.getByRole('navigation', { name: 'Ring builder steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Setting style',
      '2Stone shape',
      '3Design',
      '4Stone size',
      '5Metal',
      '6Ring size',
      '7Engraving',
      '8Review',
    ]);
    expect(within(steps).getByText('Setting style').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    const settings = await screen.findByRole('radiogroup', { name: 'Choose a setting style' });
    expect(
      within(settings)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['solitaire', 'halo']);

    await next();
    expect(within(settings).getByText('Choose a setting style to continue.')).toBeInTheDocument();
    expect(address().get('step')).toBeNull();
  });

  it('keeps every choice in the address and updates the price as the ring takes shape', async () => {
    renderBuilder();

    await userEvent.click(await screen.findByRole('radio', { name: 'Halo' }));
    expect(address().get('setting')).toBe('halo');
    await next();
    expect(await stepHeading('Stone shape')).toHaveFocus();
    expect(address().get('step')).toBe('shape');
    const steps = screen.getByRole('navigation', { name: 'Ring builder steps' });
    expect(within(steps).getByRole('link', { name: 'Setting style (completed)' })).toBeInTheDocument();
    expect(await within(summary()).findByText('$1,999.00')).toBeInTheDocument();

    const shapes = await screen.findByRole('radiogroup', { name: 'Choose a stone shape' });
    expect(within(shapes).queryByRole('radio', { name: 'Heart' })).not.toBeInTheDocument();
    await userEvent.click(within(shapes).getByRole('radio', { name: 'Oval' }));
    expect(address().get('shape')).toBe('oval');
    await next();

    expect(await stepHeading('Design')).toHaveFocus();
    // The featured design is suggested, priced, and can be changed.
    expect(await screen.findByRole('radio', { name: 'Aurora Oval Halo Ring' })).toBeChecked();
    await waitFor(() => expect(within(summary()).getByText('$1,999.00')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('radio', { name: 'Celeste Oval Halo Ring' }));
    expect(address().get('design')).toBe('celeste-oval-halo-ring');
    expect(await within(summary()).findByText('$2,499.00')).toBeInTheDocument();
    await next();

    expect(await stepHeading('Stone size')).toHaveFocus();
    expect(screen.getByRole('radio', { name: '0.5 ct' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '1 ct' }));
    expect(address().get('carat')).toBe('1');
    expect(await within(summary()).findByText('$3,399.00')).toBeInTheDocument();
    await next();

    expect(await stepHeading('Metal')).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Platinum' }));
    expect(address().get('metal')).toBe('platinum');
    expect(await within(summary()).findByText('$3,799.00')).toBeInTheDocument();
    await next();

    expect(await stepHeading('Ring size')).toHaveFocus();
    await next();
    expect(screen.getByText('Choose a ring size to continue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(address().get('size')).toBe('M');
    expect(within(summary()).getByText('M')).toBeInTheDocument();
    await next();

    expect(await stepHeading('Engraving')).toHaveFocus();
    await next();
    expect(await stepHeading('Review your ring')).toHaveFocus();
    expect(Object.fromEntries(address())).toEqual({
      setting: 'halo',
      shape: 'oval',
      design: 'celeste-oval-halo-ring',
      carat: '1',
      metal: 'platinum',
      size: 'M',
      step: 'review',
    });
  });

  it('keeps a Canadian ring size in Canadian numbers in the address and the summary, never a letter', async () => {
    const numbers = ['4', '4.5', '5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'];
    renderBuilder('?setting=halo&shape=oval&design=celeste-oval-halo-ring&carat=1&metal=platinum&step=size', {
      'GET /api/products/:slug': (request) => {
        const detail = buildDesignDetail('celeste-oval-halo-ring', 'Celeste Oval Halo Ring', request.query);
        const sizes = (detail.sizing?.sizes ?? []).map((size, index) => ({ ...size, label: numbers[index] ?? '' }));
        return { ...detail, sizing: { system: 'numeric', sizes } };
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: '6.5' }));
    expect(address().get('size')).toBe('6.5');
    expect(await within(summary()).findByText('6.5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '6.5' })).toBeChecked();
  });

  it('restores a build from the address, at the step it names', async () => {
    renderBuilder('?setting=halo&shape=oval&design=celeste-oval-halo-ring&carat=1&metal=platinum&step=size');

    expect(await stepHeading('Ring size')).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Ring builder steps' });
    await waitFor(() => expect(within(steps).getByText('Ring size').closest('[aria-current]')).not.toBeNull());
    expect(await screen.findByRole('radio', { name: 'M' })).not.toBeChecked();
    const panel = within(summary());
    expect(await panel.findByText('$3,799.00')).toBeInTheDocument();
    for (const choice of ['Halo', 'Oval', 'Celeste Oval Halo Ring', '1 ct', 'Platinum']) {
      expect(panel.getByText(choice)).toBeInTheDocument();
    }
    expect(within(steps).getByRole('link', { name: 'Metal (completed)' })).toBeInTheDocument();
    expect(within(steps).queryByRole('link', { name: /Review/ })).not.toBeInTheDocument();
  });

  it('drops choices a link names that are not available, keeping the rest', async () => {
    const { unmount } = renderBuilder(
      '?setting=halo&shape=oval&design=tiara-ring&carat=7&metal=rose-gold&size=Z&step=metal',
    );

    expect(await stepHeading('Metal')).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(address())).toEqual({ setting: 'halo', shape: 'oval', step: 'metal' }),
    );
    // The featured design stands in for the unknown one.
    expect(await within(summary()).findByText('Aurora Oval Halo Ring')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '18kt White Gold' })).toBeChecked();
    unmount();

    renderBuilder('?setting=tiaras&step=design');
    await waitFor(() => expect(address().get('setting')).toBeNull());
  });

  it('checks the engraving against the design’s limit and characters before moving on', async () => {
    renderBuilder('?setting=halo&shape=oval&design=aurora-oval-halo-ring&carat=1&metal=platinum&size=M&step=engraving');

    const field = await screen.findByRole('textbox', { name: 'Engraving text' });
    await userEvent.type(field, 'Forever and always');
    await next();
    expect(await screen.findByText('Engravings can be at most 15 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(address().get('step')).toBe('engraving');

    await userEvent.clear(field);
    await userEvent.type(field, 'Love <3');
    await next();
    expect(await screen.findByText(/Please use only standard English or French letters/)).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, ' Always & ever ');
    await next();
    expect(await stepHeading('Review your ring')).toBeInTheDocument();
    expect(address().get('engraving')).toBe('Always & ever');
  });

  it('reviews every choice and adds the ring to the bag as one line with its size and engraving', async () => {
    renderBuilder(
      '?setting=halo&shape=oval&design=celeste-oval-halo-ring&carat=1&metal=platinum&size=M&engraving=Always&step=review',
      { 'POST /api/bag/lines': buildBagAnswer({ lines: [buildBagLine({ unitCents: 379_900 })] }) },
    );

    expect(await stepHeading('Review your ring')).toBeInTheDocument();
    const review = screen.getByRole('form', { name: 'Review your ring' });
    await within(review).findByText('“Always”');
    expect(within(review).getByRole('link', { name: 'Edit Ring size' })).toHaveAttribute(
      'href',
      expect.stringContaining('step=size'),
    );
    // Price and dispatch of this exact ring (variant, size and engraving).
    expect(await within(review).findByText('Estimated dispatch: 14 March 2031')).toBeInTheDocument();
    const quote = requests.find((request) => request.query.get('sku') === 'celeste-oval-halo-ring-PT-100');
    expect(Object.fromEntries(quote?.query ?? [])).toEqual({
      sku: 'celeste-oval-halo-ring-PT-100',
      size: 'M',
      engraving: '1',
    });

    await userEvent.click(within(review).getByRole('button', { name: 'Add to bag' }));

    expect(await screen.findByText('Your ring is in your bag.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/my-bag');
    expect(screen.getByRole('status', { name: 'bag count' })).toHaveTextContent('1');
    const adds = requests.filter((request) => request.method === 'POST');
    expect(adds.map((request) => request.body)).toEqual([
      { sku: 'celeste-oval-halo-ring-PT-100', quantity: 1, size: 'M', engraving: 'Always' },
    ]);
  });

  it('explains when the bag refuses the ring and keeps the review', async () => {
    renderBuilder('?setting=halo&shape=oval&design=aurora-oval-halo-ring&carat=1&metal=platinum&size=M&step=review', {
      'POST /api/bag/lines': problemReply(409, 'INSUFFICIENT_STOCK'),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Add to bag' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('no longer available in this combination');
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the options cannot load', async () => {
    let down = true;
    renderBuilder('', {
      'GET /api/categories': () => (down ? problemReply(503, 'UNAVAILABLE') : buildCategories()),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('couldn’t load the ring builder’s options');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Solitaire' })).toBeInTheDocument();
  });
});
