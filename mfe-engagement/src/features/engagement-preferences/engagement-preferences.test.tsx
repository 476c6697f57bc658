import { defaultSiteConfig, siteConfigLoaded } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as EngagementRuntime from '../../lib/engagement-sdk/engagement-runtime';
import type { EngagementSdk } from '../../lib/engagement-sdk/engagement-runtime';
import { clearEngagementData, engagementStore } from '../../lib/engagement-sdk/engagement-store';
import EngagementPreferences from './engagement-preferences';

/**
 * The runtime's functions over the real store, as the runtime changes it: opting out stores the marker and leaves
 * the store `opted-out`; opting in removes it and starts the SDK (`ready`). The SDK itself cannot load under jsdom's
 * web project, so its push functions are a small double.
 */
const marker = { optedOut: false, readable: true };
const push = {
  supported: true,
  permission: 'default' as NotificationPermission,
  answer: 'granted' as 'granted' | 'dismissed' | 'denied' | 'subscription-failed' | 'never',
  requests: 0,
};
const sdk = {
  isPushSupported: () => push.supported,
  isPushBlocked: () => push.supported && push.permission === 'denied',
  isPushPermissionGranted: () => push.supported && push.permission === 'granted',
  requestPushPermission: (onSubscribed: () => void, onDenied: (temporary: boolean) => void) => {
    push.requests += 1;
    if (push.answer === 'never') return;
    if (push.answer === 'granted') {
      push.permission = 'granted';
      onSubscribed();
    } else if (push.answer === 'denied') {
      push.permission = 'denied';
      onDenied(false);
    } else {
      if (push.answer === 'subscription-failed') push.permission = 'granted';
      onDenied(true);
    }
  },
} as unknown as EngagementSdk;

jest.mock('../../lib/engagement-sdk/engagement-runtime', () => ({
  ENGAGEMENT_SERVICE_WORKER_PATH: '/service-worker.js',
  hasOptedOutOfEngagement: jest.fn(async () => {
    if (!marker.readable) throw new Error('chunk failed');
    return marker.optedOut;
  }),
  optOutOfEngagement: jest.fn(async () => {
    marker.optedOut = true;
    clearEngagementData('opted-out');
  }),
  optInToEngagement: jest.fn(async () => {
    marker.optedOut = false;
    engagementStore.setState({ status: 'ready' });
    return sdk;
  }),
  engagementSdk: jest.fn(async () => (engagementStore.getState().status === 'ready' ? sdk : null)),
}));

const runtime = jest.requireMock<typeof EngagementRuntime>('../../lib/engagement-sdk/engagement-runtime');

const withEngagement = () =>
  siteConfigLoaded({
    ...defaultSiteConfig,
    integrations: ['braze'],
    engagement: {
      apiKey: 'key',
      baseUrl: 'http://127.0.0.1:4060',
      allowUserSuppliedJavascript: false,
      logging: false,
    },
  });

beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(marker, { optedOut: false, readable: true });
  Object.assign(push, { supported: true, permission: 'default', answer: 'granted', requests: 0 });
  clearEngagementData('idle');
  withEngagement();
});
afterAll(() => siteConfigLoaded(defaultSiteConfig));

const marketingSwitch = () => screen.findByRole('switch', { name: 'Marketing messages' });

describe('marketing messages in the footer', () => {
  it('shows on from the opt-out marker before the SDK has started, with what it does', async () => {
    renderRemotePage(<EngagementPreferences placement="footer" />, { app: 'engagement' });

    const toggle = await marketingSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('Personalised offers, updates and in-app messages on this browser.');
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });

  it('shows off when this browser opted out earlier', async () => {
    marker.optedOut = true;
    renderRemotePage(<EngagementPreferences placement="footer" />, { app: 'engagement' });

    expect(await marketingSwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('follows the SDK once it runs, or has refused to start for an opt-out', async () => {
    renderRemotePage(<EngagementPreferences placement="footer" />, { app: 'engagement' });
    act(() => engagementStore.setState({ status: 'opted-out' }));
    expect(await marketingSwitch()).toHaveAttribute('aria-checked', 'false');
    act(() => engagementStore.setState({ status: 'ready' }));
    expect(await marketingSwitch()).toHaveAttribute('aria-checked', 'true');
  });

  it('turns off through the opt-out, then on again, announcing each change politely', async () => {
    engagementStore.setState({ status: 'ready' });
    renderRemotePage(<EngagementPreferences placement="footer" />, { app: 'engagement' });
    const user = userEvent.setup();

    await user.click(await marketingSwitch());

    expect(runtime.optOutOfEngagement).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Marketing messages are off. This browser sends nothing more to our messaging service.',
    );

    await user.click(screen.getByRole('switch'));

    expect(runtime.optInToEngagement).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Marketing messages are on.');
  });

  it('says so, with no switch, where no engagement SDK is configured or it cannot start', async () => {
    siteConfigLoaded(defaultSiteConfig);
    const { unmount } = renderRemotePage(<EngagementPreferences placement="footer" />, { app: 'engagement' });
    expect(screen.getByText('Marketing messages are not available here.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    unmount();

    withEngagement();
    engagementStore.setState({ status: 'unavailable' });
    renderRemotePage(<EngagementPreferences placement="footer" />, { app: 'engagement' });
    expect(screen.getByText('Marketing messages are not available here.')).toBeInTheDocument();
    expect(runtime.optOutOfEngagement).not.toHaveBeenCalled();
  });

  it('says it is not available when the SDK’s code cannot load to read the marker', async () => {
    marker.readable = false;
    renderRemotePage(<EngagementPreferences placement="footer" />, { app: 'engagement' });

    expect(await screen.findByText('Marketing messages are not available here.')).toBeInTheDocument();
  });

  it('speaks Canadian French', async () => {
    renderRemotePage(<EngagementPreferences placement="footer" />, { app: 'engagement', locale: 'fr-CA' });

    expect(await screen.findByRole('switch', { name: 'Messages promotionnels' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});

describe('notifications in the account', () => {
  const renderAccount = () => {
    engagementStore.setState({ status: 'ready' });
    return renderRemotePage(<EngagementPreferences placement="account" />, { app: 'engagement' });
  };

  it('offers "Notify me" under its heading and asks only when pressed', async () => {
    renderAccount();
    const user = userEvent.setup();

    expect(screen.getByRole('region', { name: 'Messages from us' })).toBeInTheDocument();
    const notifyMe = await screen.findByRole('button', { name: 'Notify me' });
    expect(notifyMe).toHaveAccessibleDescription(
      'A notification on this device when we have news or an offer for you, even when our site is closed.',
    );
    expect(push.requests).toBe(0);

    await user.click(notifyMe);

    expect(push.requests).toBe(1);
    expect(await screen.findByText('Notifications are on for this browser.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Notifications are on for this browser.');
  });

  it('says kindly that notifications are blocked, after a refusal or from the start', async () => {
    push.answer = 'denied';
    const { unmount } = renderAccount();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(/turned off in this browser’s settings/, { selector: 'p' })).toBeInTheDocument();
    unmount();

    renderAccount();
    expect(await screen.findByText(/You can allow them there at any time/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });

  it('keeps "Notify me" usable, showing nothing alarming, when the prompt is dismissed or subscribing fails', async () => {
    push.answer = 'subscription-failed';
    renderAccount();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notify me' }));

    const again = await screen.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    push.answer = 'dismissed';
    await user.click(again);
    expect(push.requests).toBe(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notify me' })).not.toHaveAttribute('aria-busy'));
  });

  it('offers it again when the SDK never answers (a failing service worker)', async () => {
    jest.useFakeTimers();
    try {
      push.answer = 'never';
      renderAccount();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Notify me' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /Notify me/ })).toHaveAttribute('aria-busy', 'true'),
      );

      act(() => jest.advanceTimersByTime(20_000));

      expect(screen.getByRole('button', { name: 'Notify me' })).not.toHaveAttribute('aria-busy');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says kindly that this browser cannot show notifications, with no control', async () => {
    push.supported = false;
    renderAccount();

    expect(await screen.findByText('This browser cannot show our notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });

  it('offers no notifications while marketing messages are off', async () => {
    engagementStore.setState({ status: 'opted-out' });
    renderRemotePage(<EngagementPreferences placement="account" />, { app: 'engagement' });

    expect(await marketingSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText('Notifications')).not.toBeInTheDocument();
  });
});
