#!/usr/bin/env node
// Runs the whole store on one machine: the stand-ins for third parties we cannot reach (content service, payment
// provider, engagement platform), the commerce API, and the edge in front of them all (http://localhost:$PORT). Each part is its own
// process with its output prefixed; Ctrl-C (or SIGTERM) stops them all, and if one dies the rest are stopped too.
//
//   node scripts/start-stack.mjs            PORT=8080 API_PORT=8090 CONTENT_STANDIN_PORT=4040 PAYMENT_STANDIN_PORT=4050
//                                           ENGAGEMENT_STANDIN_PORT=4060
//
// Real services instead of a stand-in: set `STANDINS` to the ones still wanted (e.g. `STANDINS=payments` with
// CONTENTFUL_HOST/CONTENTFUL_SPACE/CONTENTFUL_ACCESS_TOKEN pointing at Contentful); `STANDINS=` runs none.
// The engagement stand-in answers Braze's Web SDK: the storefront's SDK settings are BRAZE_SDK_ENDPOINT (here
// http://127.0.0.1:$ENGAGEMENT_STANDIN_PORT; Braze's is your cluster's SDK endpoint, e.g. sdk.iad-03.braze.com) and
// BRAZE_API_KEY (the stand-in's local-braze-api-key, or the web app's key in Braze), switched on by INTEGRATIONS=braze;
// the edge hands them to the engagement remote in its site configuration.
// `API_URL` set = an API elsewhere: no local API is started. Everything else passes through to the parts.
// It prints a line as each part is up and, at the end, the store's address for each market.
import { apiPart, createSupervisor, edgePart, standinParts, standinSettings } from './stack-parts.mjs';

const env = process.env;
const port = Number(env.PORT ?? 8080);
const apiPort = Number(env.API_PORT ?? 8090);
const settings = standinSettings(env);
const apiUrl = env.API_URL || `http://127.0.0.1:${apiPort}`;

// `npm start` (scripts/start.mjs) passes when it began, so the times count from the operator's command.
const startedAt = Number(env.STOREFRONT_START_TIME) || Date.now();

/** Where each market's store is (the README's table), or the configured MARKET_ORIGINS. */
function storeAddresses() {
  if (env.MARKET_ORIGINS) return Object.entries(JSON.parse(env.MARKET_ORIGINS));
  return [
    ['Australia (en-AU)', `http://localhost:${port}  http://au.localhost:${port}`],
    ['Canada (en-CA)', `http://ca.localhost:${port}`],
    ['Canada in French (fr-CA)', `http://ca.localhost:${port}/fr`],
    ['New Zealand (en-NZ)', `http://nz.localhost:${port}`],
  ];
}

const supervisor = createSupervisor({ label: 'stack', env, startedAt });
const started = await supervisor.start([
  ...standinParts(env, settings),
  ...(env.API_URL ? [] : [apiPart(env, { port: apiPort, publicPort: port }, settings)]),
  edgePart(env, { port, apiUrl }, settings),
]);
if (started) {
  const since = `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
  console.log(`[stack] The store is up at ${since} (API ${apiUrl}). Open it per market:`);
  for (const [market, address] of storeAddresses()) console.log(`[stack]   ${market.padEnd(26)} ${address}`);
}
