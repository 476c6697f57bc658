// One load scenario measured with autocannon, shared by bench:api and bench:cluster: a warm-up, then `connections`
// concurrent connections for `seconds`; p50/p95/p99 come from every response's own time (autocannon's summary has
// no p95), and every answer of 400 or more, error and timeout counts as an error.
import autocannon from 'autocannon';

/** The p-th percentile of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * @param {{ name: string, path?: string, requests?: object[], headers?: Record<string, string>, read?: boolean }} scenario
 * @param {string} base the origin requests go to
 * @param {{ connections: number, seconds: number, headers?: Record<string, string>, warmupSeconds?: number }} options
 */
export async function runScenario(scenario, base, { connections, seconds, headers = {}, warmupSeconds = 2 }) {
  const options = {
    url: `${base}${scenario.path ?? ''}`,
    connections,
    duration: seconds,
    ...(scenario.requests ? { requests: scenario.requests } : {}),
    headers: { 'x-storefront-locale': 'en-AU', ...headers, ...scenario.headers },
  };
  await autocannon({ ...options, duration: warmupSeconds }); // warm-up: caches, JIT, query plans
  const times = [];
  let errors = 0;
  const instance = autocannon(options);
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode >= 400) errors++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    requests: times.length,
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.errors + result.timeouts,
    read: scenario.read,
  };
}
