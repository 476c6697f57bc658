import { expect, type Page } from '@playwright/test';
import { e2ePort } from './e2e-env';

/** The engagement stand-in of the journeys' stack (`E2E_PORT + 1003`, see playwright.config.ts). */
export const engagementStandinUrl = `http://127.0.0.1:${e2ePort + 1003}`;

/** The key the journeys' stack gives the SDK (scripts/start-stack.mjs). */
const API_KEY = 'local-braze-api-key';

/** What the stand-in recorded of one SDK request (packages/standin-engagement). */
export interface ReceivedSdkRequest {
  endpoint: 'data' | 'content_cards/sync' | 'feature_flags/sync' | 'banners/sync' | 'template';
  body: {
    device_id?: string;
    user_id?: string;
    events?: Array<{ name: string; data: Record<string, unknown>; user_id?: string }>;
    placements?: Array<{ id: string }>;
    [key: string]: unknown;
  } | null;
  market: string;
  status: number;
}

/**
 * The engagement SDK's device id in this page's browser context, once the SDK has started (after the page is
 * interactive). Journeys pass it to the stand-in so that their triggers, cards and failures reach only their own page.
 */
export async function engagementDeviceId(page: Page): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const stored = await page.evaluate((key) => localStorage.getItem(`ab.storage.deviceId.${key}`), API_KEY);
        id = /g:([0-9a-f-]{36})/.exec(stored ?? '')?.[1] ?? '';
        return id;
      },
      { message: 'the engagement SDK started and stored its device id', timeout: 15_000 },
    )
    .not.toBe('');
  return id;
}

/** The SDK requests the stand-in received from one device, oldest first. */
export async function receivedFrom(deviceId: string): Promise<ReceivedSdkRequest[]> {
  const response = await fetch(`${engagementStandinUrl}/_standin/received?device=${encodeURIComponent(deviceId)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { received: ReceivedSdkRequest[] }).received;
}

/** Every event one device sent in `/data/` batches (`ce` custom events, `p` purchases, `cci` card impressions, …). */
export async function eventsFrom(deviceId: string): Promise<Array<{ name: string; data: Record<string, unknown> }>> {
  return (await receivedFrom(deviceId)).flatMap((request) =>
    request.endpoint === 'data' ? (request.body?.events ?? []) : [],
  );
}

/** Calls a stand-in control (`/_standin/triggers`, `/_standin/cards/en-AU`, `/_standin/failures`). */
export async function standinControl(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<void> {
  const response = await fetch(`${engagementStandinUrl}/_standin/${path}`, { method, body: JSON.stringify(body) });
  expect(response.ok, `stand-in ${method} ${path}`).toBe(true);
}
