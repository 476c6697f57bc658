import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from './share-button';

const url = 'https://www.example.com/en-AU/p/solitaire-ring';
const title = 'Solitaire engagement ring';

function renderShare() {
  // userEvent.setup() installs its own clipboard: the test's fakes go in after it.
  const user = userEvent.setup();
  renderRemotePage(<ShareButton url={url} title={title} />, { app: 'catalogue' });
  return user;
}

function fakeNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

function fakeClipboard(writeText: (text: string) => Promise<void>) {
  const spy = jest.fn(writeText);
  fakeNavigator('clipboard', { writeText: spy });
  return spy;
}

afterEach(() => {
  for (const name of ['share', 'canShare', 'clipboard'] as const) {
    Reflect.deleteProperty(navigator, name);
  }
});

describe('ShareButton with the Web Share API', () => {
  it('opens the share sheet with the title and link', async () => {
    const user = renderShare();
    const share = jest.fn((_: ShareData) => Promise.resolve());
    fakeNavigator('share', share);
    const writeText = fakeClipboard(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ url, title });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('stays silent when the shopper cancels the share sheet', async () => {
    const user = renderShare();
    fakeNavigator('share', () => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = fakeClipboard(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('copies the link when the browser cannot share this data', async () => {
    const user = renderShare();
    const share = jest.fn(() => Promise.resolve());
    fakeNavigator('share', share);
    fakeNavigator('canShare', () => false);
    const writeText = fakeClipboard(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('copies the link when sharing fails for another reason', async () => {
    const user = renderShare();
    fakeNavigator('share', () => Promise.reject(new DOMException('No user activation', 'NotAllowedError')));
    const writeText = fakeClipboard(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });
});

describe('ShareButton without the Web Share API', () => {
  it('copies the link and announces it politely', async () => {
    const user = renderShare();
    const writeText = fakeClipboard(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(url);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Link copied');
    expect(status).not.toHaveAttribute('aria-live', 'assertive');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the link selected in a read-only field when the clipboard is refused', async () => {
    const user = renderShare();
    fakeClipboard(() => Promise.reject(new DOMException('Write permission denied', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toHaveTextContent('We couldn’t copy the link.');
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to this piece' });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length]);
  });

  it('shows the link when there is no clipboard at all', async () => {
    const user = renderShare();
    fakeNavigator('clipboard', undefined);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('textbox', { name: 'Link to this piece' })).toHaveValue(url);
  });
});
