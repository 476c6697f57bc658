import type { InAppMessage } from '@braze/web-sdk';
import { defaultSiteConfig, siteConfigLoaded } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearEngagementData, engagementStore } from '../../lib/engagement-sdk/engagement-store';
import {
  buildButton,
  buildFullScreen,
  buildHtml,
  buildModal,
  buildRecordingSdk,
  buildSlideUp,
} from './in-app-message-builders';
import InAppMessageHost from './in-app-message-host';
import { IMAGE_LOAD_TIMEOUT_MS } from './in-app-message-model';

function queue(...messages: InAppMessage[]): void {
  act(() => engagementStore.setState((state) => ({ inAppMessages: [...state.inAppMessages, ...messages] })));
}
const queued = () => engagementStore.getState().inAppMessages;

function allowUserScript(allowed: boolean): void {
  siteConfigLoaded({
    ...defaultSiteConfig,
    integrations: ['braze'],
    engagement: {
      apiKey: 'key',
      baseUrl: 'http://127.0.0.1:4060',
      allowUserSuppliedJavascript: allowed,
      logging: false,
    },
  });
}

/** The host on a page with a button that had focus before the message came. */
function renderHost(options: { locale?: 'en-AU' | 'fr-CA'; requireExplicitDismissal?: boolean } = {}) {
  const sdk = buildRecordingSdk();
  const view = renderRemotePage(
    <>
      <button type="button">Add to bag</button>
      <InAppMessageHost sdk={sdk} requireExplicitDismissal={options.requireExplicitDismissal ?? false} />
    </>,
    { app: 'engagement', locale: options.locale ?? 'en-AU' },
  );
  const opener = screen.getByRole('button', { name: 'Add to bag' });
  opener.focus();
  return { sdk, view, opener };
}

afterEach(() => {
  jest.useRealTimers();
  clearEngagementData('idle');
  siteConfigLoaded(defaultSiteConfig);
});

describe('a modal in-app message', () => {
  it('is a dialog named by its header, takes focus, keeps it inside and gives it back when Escape closes it', async () => {
    const user = userEvent.setup();
    const { sdk, opener } = renderHost();
    const message = buildModal();
    queue(message);

    const dialog = await screen.findByRole('dialog', { name: 'Added to your bag' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Add complimentary engraving before you check out.');
    const close = within(dialog).getByRole('button', { name: 'Close message' });
    expect(close).toHaveFocus();
    expect(sdk.logInAppMessageImpression).toHaveBeenCalledTimes(1);
    expect(sdk.logInAppMessageImpression).toHaveBeenCalledWith(message);

    // Tab wraps from the last control to the first, Shift+Tab from the first to the last.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Go to bag' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Keep shopping' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Keep shopping' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queued()).toEqual([]);
    expect(opener).toHaveFocus();
    expect(sdk.logInAppMessageClick).not.toHaveBeenCalled();
    expect(sdk.logInAppMessageButtonClick).not.toHaveBeenCalled();
  });

  it('logs a button press with its button, follows its link inside the site and closes', async () => {
    const user = userEvent.setup();
    const { sdk, view, opener } = renderHost();
    const message = buildModal();
    queue(message);
    await user.click(await screen.findByRole('button', { name: 'Go to bag' }));

    expect(sdk.logInAppMessageButtonClick).toHaveBeenCalledWith(message.buttons[0], message);
    expect(view.router.state.location.pathname).toBe('/my-bag');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queued()).toEqual([]);
    expect(opener).toHaveFocus();
  });

  it('closes on a button without a link, on its close button and on a click outside it, one message after another', async () => {
    const user = userEvent.setup();
    const { sdk, view } = renderHost();
    const first = buildModal({ header: 'First' });
    const second = buildModal({ header: 'Second' });
    const third = buildModal({ header: 'Third' });
    queue(first, second, third);

    await user.click(
      within(await screen.findByRole('dialog', { name: 'First' })).getByRole('button', { name: 'Keep shopping' }),
    );
    expect(sdk.logInAppMessageButtonClick).toHaveBeenCalledWith(first.buttons[1], first);
    expect(view.router.state.location.pathname).toBe('/');

    await user.click(
      within(await screen.findByRole('dialog', { name: 'Second' })).getByRole('button', { name: 'Close message' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Third' });
    fireEvent.click(within(dialog).getByText('Add complimentary engraving before you check out.'));
    expect(dialog).toBeInTheDocument();
    // The surface fills the dialog's box: a click on the <dialog> element itself is on the backdrop.
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queued()).toEqual([]);
    expect(sdk.logInAppMessageImpression.mock.calls.map(([message]) => message)).toEqual([first, second, third]);
    expect(sdk.logInAppMessageClick).not.toHaveBeenCalled();
  });

  it('stays open on an outside click when the campaign or the storefront requires explicit dismissal', async () => {
    renderHost();
    queue(buildModal({ extras: { require_explicit_dismissal: 'true' } }));
    fireEvent.click(await screen.findByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an outside click when the storefront requires explicit dismissal', async () => {
    renderHost({ requireExplicitDismissal: true });
    queue(buildModal());
    fireEvent.click(await screen.findByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('without buttons, offers its click action as "Find out more", logs the click and follows it', async () => {
    const user = userEvent.setup();
    const { sdk, view } = renderHost();
    const message = buildModal({ buttons: [], clickAction: 'URI', uri: '/wedding-bands/eternity' });
    queue(message);
    await user.click(await screen.findByRole('button', { name: 'Find out more' }));
    expect(sdk.logInAppMessageClick).toHaveBeenCalledWith(message);
    expect(view.router.state.location.pathname).toBe('/wedding-bands/eternity');
    expect(queued()).toEqual([]);
  });

  it('logs a click on a link it refuses (another scheme, plain http elsewhere) or on NEWS_FEED, and goes nowhere', async () => {
    const user = userEvent.setup();
    const { sdk, view } = renderHost();
    queue(
      buildModal({ header: 'Script', buttons: [], clickAction: 'URI', uri: 'javascript:alert(1)' }),
      buildModal({ header: 'Plain http', buttons: [], clickAction: 'URI', uri: 'http://evil.example/x' }),
      buildModal({ header: 'News feed', buttons: [], clickAction: 'NEWS_FEED' }),
    );
    for (const name of ['Script', 'Plain http', 'News feed']) {
      const dialog = await screen.findByRole('dialog', { name });
      // A pointer click anywhere on its text is the same click.
      await user.click(within(dialog).getByRole('heading', { name }));
    }
    expect(sdk.logInAppMessageClick).toHaveBeenCalledTimes(3);
    expect(view.router.state.location.pathname).toBe('/');
    expect(queued()).toEqual([]);
  });

  it('names its close button in French for fr-CA', async () => {
    renderHost({ locale: 'fr-CA' });
    queue(buildModal({ header: 'Ajouté à votre sac' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouté à votre sac' });
    expect(within(dialog).getByRole('button', { name: 'Fermer le message' })).toBeInTheDocument();
  });
});

describe('a full-screen in-app message', () => {
  it('waits for its image and shows it with its alternative text; impression logged once shown', async () => {
    const { sdk } = renderHost();
    queue(
      buildFullScreen({ imageUrl: 'http://127.0.0.1:4060/images/ring.svg', altImageText: 'A diamond eternity ring' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sdk.logInAppMessageImpression).not.toHaveBeenCalled();

    fireEvent.load(document.querySelector('img[data-iam-image-preload]')!);
    const dialog = await screen.findByRole('dialog', { name: 'The Anniversary Collection' });
    expect(within(dialog).getByRole('img', { name: 'A diamond eternity ring' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:4060/images/ring.svg',
    );
    expect(sdk.logInAppMessageImpression).toHaveBeenCalledTimes(1);
  });

  it('shows without its image when the image has not loaded after 60 seconds, or fails', async () => {
    jest.useFakeTimers();
    renderHost();
    queue(
      buildFullScreen({
        header: 'Slow picture',
        imageUrl: 'http://127.0.0.1:4060/images/slow.svg',
        altImageText: 'Slow',
      }),
    );
    act(() => jest.advanceTimersByTime(IMAGE_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Slow picture' });
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    queue(buildFullScreen({ header: 'Broken picture', imageUrl: 'http://127.0.0.1:4060/images/404.svg' }));
    fireEvent.error(document.querySelector('img[data-iam-image-preload]')!);
    expect(within(screen.getByRole('dialog', { name: 'Broken picture' })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('closes by itself after its duration when it is an auto-dismiss message', () => {
    jest.useFakeTimers();
    renderHost();
    queue(buildFullScreen({ dismissType: 'AUTO_DISMISS', duration: 8000 }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(7999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queued()).toEqual([]);
  });
});

describe('a slide-up in-app message', () => {
  it('appears in the polite status region without taking focus and closes by itself after its duration', () => {
    jest.useFakeTimers();
    const { sdk, opener } = renderHost();
    const message = buildSlideUp({ duration: 5000 });
    queue(message);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByRole('button', { name: 'Saved to your wishlist.' })).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Close message' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(sdk.logInAppMessageImpression).toHaveBeenCalledWith(message);

    act(() => jest.advanceTimersByTime(4999));
    expect(within(status).getByText('Saved to your wishlist.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
    expect(queued()).toEqual([]);
  });

  it('holds its time while the pointer rests on it, then runs on with what was left', () => {
    jest.useFakeTimers();
    renderHost();
    queue(buildSlideUp({ duration: 5000 }));
    const note = screen.getByRole('status').firstElementChild as HTMLElement;
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.pointerEnter(note);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved to your wishlist.')).toBeInTheDocument();
    fireEvent.pointerLeave(note);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Saved to your wishlist.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved to your wishlist.')).not.toBeInTheDocument();
  });

  it('logs a click on its text and follows its link; its close button closes it without a click', async () => {
    const user = userEvent.setup();
    const { sdk, view } = renderHost();
    const clicked = buildSlideUp({ message: 'Saved to your wishlist.', dismissType: 'SWIPE' });
    const closed = buildSlideUp({ message: 'Free engraving this week.', dismissType: 'SWIPE', clickAction: 'NONE' });
    queue(clicked, closed);
    await user.click(screen.getByRole('button', { name: 'Saved to your wishlist.' }));
    expect(sdk.logInAppMessageClick).toHaveBeenCalledWith(clicked);
    expect(view.router.state.location.pathname).toBe('/wishlist');

    const status = screen.getByRole('status');
    expect(within(status).getByText('Free engraving this week.')).toBeInTheDocument();
    expect(within(status).queryByRole('button', { name: 'Free engraving this week.' })).not.toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Close message' }));
    expect(status).toBeEmptyDOMElement();
    expect(sdk.logInAppMessageClick).toHaveBeenCalledTimes(1);
    expect(queued()).toEqual([]);
  });
});

describe('an HTML in-app message', () => {
  it('is handed to the SDK where user script is allowed, and leaves the queue when the SDK closes it', () => {
    allowUserScript(true);
    const { sdk } = renderHost();
    const message = buildHtml();
    const subscribe = jest.spyOn(message, 'subscribeToDismissedEvent');
    queue(message, buildSlideUp());
    expect(sdk.showInAppMessage).toHaveBeenCalledWith(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queued()).toHaveLength(2);

    const closedInItsFrame = subscribe.mock.calls[0]![0];
    act(() => closedInItsFrame());
    expect(queued()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Saved to your wishlist.' })).toBeInTheDocument();
  });

  it('is dropped, never shown, where user script is not allowed', () => {
    allowUserScript(false);
    const { sdk } = renderHost();
    queue(buildHtml(), buildModal());
    expect(sdk.showInAppMessage).not.toHaveBeenCalled();
    expect(queued()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Added to your bag' })).toBeInTheDocument();
  });

  it('is dropped when the SDK cannot show it', () => {
    allowUserScript(true);
    const { sdk } = renderHost();
    sdk.showInAppMessage.mockReturnValue(false);
    queue(buildHtml());
    expect(queued()).toEqual([]);
  });
});

describe('buttons', () => {
  it('are the campaign’s own, the first the primary action', async () => {
    renderHost();
    queue(
      buildModal({
        buttons: [buildButton({ text: 'Book a consultation', clickAction: 'URI', uri: 'https://book.example/lustre' })],
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Book a consultation' })).toHaveClass('sf-button--primary');
  });
});
