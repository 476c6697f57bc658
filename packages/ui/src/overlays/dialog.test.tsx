import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '../testing/render-with-intl';
import { Dialog } from './dialog';

const openLabel = 'Size guide';
const bodyText = 'Measure a ring that fits well.';

function SizeGuide() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {openLabel}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Find your ring size">
        <p>{bodyText}</p>
      </Dialog>
    </>
  );
}

// jsdom has <dialog> but not its methods: give it the minimum a browser does.
function installDialogMethods() {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const original = { showModal: prototype.showModal, close: prototype.close };
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  return () => Object.assign(prototype, original);
}

describe.each([
  ['with showModal', true],
  ['without showModal (older browsers, jsdom)', false],
])('Dialog %s', (_, withShowModal) => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    restore = withShowModal ? installDialogMethods() : undefined;
  });
  afterEach(() => restore?.());

  it('opens labelled by its title and moves focus inside', async () => {
    renderWithIntl(<SizeGuide />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: openLabel }));
    const dialog = screen.getByRole('dialog', { name: 'Find your ring size' });
    expect(dialog).toHaveTextContent(bodyText);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and returns focus to the opener', async () => {
    renderWithIntl(<SizeGuide />);
    const opener = screen.getByRole('button', { name: openLabel });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its named close button and returns focus to the opener', async () => {
    renderWithIntl(<SizeGuide />);
    const opener = screen.getByRole('button', { name: openLabel });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
