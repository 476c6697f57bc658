import { createEngagementStandin, ENGAGEMENT_STANDIN_DEFAULTS } from './engagement-standin';

/**
 * Runs the engagement stand-in (Braze's Web SDK endpoints): `ENGAGEMENT_STANDIN_PORT` (4060),
 * `ENGAGEMENT_STANDIN_HOST` (127.0.0.1), `ENGAGEMENT_STANDIN_DIR` (the repository's data) and `BRAZE_API_KEY` (the
 * key the SDK must send; `local-braze-api-key`); `ENGAGEMENT_STANDIN_FILE_TRIGGERS=0` sends only queued in-app
 * messages (the journeys' stack).
 */
const standin = createEngagementStandin({
  ...(process.env.ENGAGEMENT_STANDIN_DIR ? { dataDir: process.env.ENGAGEMENT_STANDIN_DIR } : {}),
  ...(process.env.BRAZE_API_KEY ? { apiKey: process.env.BRAZE_API_KEY } : {}),
  ...(process.env.ENGAGEMENT_STANDIN_FILE_TRIGGERS === '0' ? { fileTriggers: false } : {}),
});
const { url } = await standin.listen({
  host: process.env.ENGAGEMENT_STANDIN_HOST ?? ENGAGEMENT_STANDIN_DEFAULTS.host,
  port: Number(process.env.ENGAGEMENT_STANDIN_PORT ?? ENGAGEMENT_STANDIN_DEFAULTS.port),
});
console.log(`Engagement stand-in (Braze Web SDK) on ${url} (SDK endpoint ${url}, API ${url}/api/v3)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standin.close().then(() => process.exit(0));
  });
}
