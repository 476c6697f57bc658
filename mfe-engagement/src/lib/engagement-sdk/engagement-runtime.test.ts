import { defaultSiteConfig, signedIn, signedOut, siteConfigLoaded } from '@storefront/contracts';
import { onEngagementStarted, optOutOfEngagement, startEngagement, type EngagementSdk } from './engagement-runtime';
import { inProcessStandin } from './in-process-standin';

// A widget's actions need the running SDK: it hears of each start once, including the fresh start after a sign-out
// (which drops whatever the widget had subscribed to), and a widget mounted later hears of the SDK at once.
const apiKey = 'runtime-start-test-key';
const engagement = inProcessStandin({ apiKey });

describe('the engagement runtime telling widgets it has started', () => {
  it('calls each listener once per start: while starting, when already running, and after a sign-out', async () => {
    siteConfigLoaded({
      ...defaultSiteConfig,
      engagement: { apiKey, baseUrl: engagement.standin.url, allowUserSuppliedJavascript: false, logging: false },
    });
    const early: EngagementSdk[] = [];
    const stopEarly = onEngagementStarted((sdk) => early.push(sdk));
    const starting = startEngagement();
    // Subscribed while the SDK's code is still loading.
    const during: EngagementSdk[] = [];
    onEngagementStarted((sdk) => during.push(sdk));
    const sdk = await starting;
    expect(sdk).not.toBeNull();
    expect(early).toEqual([sdk]);
    expect(during).toEqual([sdk]);

    const late: EngagementSdk[] = [];
    onEngagementStarted((started) => late.push(started));
    expect(late).toEqual([sdk]);

    signedIn({
      customerId: '6a0c1e2d-3b4f-4a5e-8c7d-9e0f1a2b3c4d',
      firstName: 'Noah',
      email: 'noah@example.com',
      brillianceMember: false,
    });
    expect(late).toHaveLength(1);
    // Signed out: wiped and started afresh, so the widgets subscribe to it again; an unsubscribed one hears nothing.
    stopEarly();
    signedOut();
    expect(late).toEqual([sdk, sdk]);
    expect(during).toEqual([sdk, sdk]);
    expect(early).toEqual([sdk]);

    await optOutOfEngagement();
    const afterOptOut: EngagementSdk[] = [];
    onEngagementStarted((started) => afterOptOut.push(started));
    expect(afterOptOut).toEqual([]);
  });
});
