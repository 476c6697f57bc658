/** @jest-environment node */
import { call, useListeningEdges } from '../testing/edge-requests';
import { CSP_REPORTS_PER_ADDRESS, parseCspReport, type CspReportCounts } from './csp-reports';

const edges = useListeningEdges();

/** An edge whose log lines are kept. */
async function startEdge(env: NodeJS.ProcessEnv = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const { port } = await edges.start({
    env: { LOG_LEVEL: 'warn', ...env },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  const counts = async () => (await call(port, '/healthz')).json<{ cspReports: CspReportCounts }>().cspReports;
  return { port, lines, counts };
}

/** Chromium's `report-uri` body. */
const legacyReport = {
  'csp-report': {
    'document-uri': 'http://localhost:8080/reset-password?token=SECRET#x',
    referrer: '',
    'violated-directive': 'style-src-attr',
    'effective-directive': 'style-src-attr',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'http://localhost:8080/_shell/dev/main.js?v=1',
    'status-code': 200,
    'script-sample': '',
  },
};

/** The Reporting API's batch (`report-to`), with a report of another type beside it. */
const reportingApiBatch = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://localhost:8080/p/aurora-ring',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://localhost:8080/p/aurora-ring',
      blockedURL: 'https://evil.example/x.js?id=1',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
      sample: '',
    },
  },
  { type: 'deprecation', age: 1, url: 'http://localhost:8080/', body: { id: 'x' } },
];

const post = (port: number, body: unknown, contentType: string, headers: Record<string, string> = {}) =>
  call(port, {
    method: 'POST',
    url: '/_csp-reports',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType, ...headers },
  });

describe('CSP violation reports: parsing', () => {
  it('reads both formats, keeping URLs without query or fragment', () => {
    expect(parseCspReport(legacyReport)).toEqual([
      {
        directive: 'style-src-attr',
        blocked: 'inline',
        document: 'http://localhost:8080/reset-password',
        disposition: 'enforce',
        source: 'http://localhost:8080/_shell/dev/main.js',
        line: 12,
        column: 3,
      },
    ]);
    expect(parseCspReport(reportingApiBatch)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        document: 'http://localhost:8080/p/aurora-ring',
        disposition: 'enforce',
      },
    ]);
  });

  it.each([{}, [], 'text', { 'csp-report': 'x' }, [{ body: {} }], null])('refuses %p', (body) => {
    expect(parseCspReport(body)).toBeUndefined();
  });
});

describe('CSP violation reports: the endpoint', () => {
  it('records both formats: 204, a structured log line, and counts in /healthz', async () => {
    const { port, lines, counts } = await startEdge();

    const legacy = await post(port, legacyReport, 'application/csp-report');
    const batch = await post(port, reportingApiBatch, 'application/reports+json');

    expect(legacy.statusCode).toBe(204);
    expect(batch.statusCode).toBe(204);
    expect(await counts()).toEqual({
      recorded: 2,
      rateLimited: 0,
      rejected: 0,
      byDirective: { 'style-src-attr': 1, 'script-src-elem': 1 },
    });
    const logged = lines.filter((line) => line.msg === 'CSP violation reported');
    expect(logged.map((line) => line.cspViolation)).toEqual([
      expect.objectContaining({ directive: 'style-src-attr', document: 'http://localhost:8080/reset-password' }),
      expect.objectContaining({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('SECRET');
  });

  it('answers what is not a report with a problem: 400, 415, 413', async () => {
    const { port, counts } = await startEdge();

    const notReport = await post(port, { hello: 'world' }, 'application/csp-report');
    const notJson = await post(port, '{"csp-report":', 'application/csp-report');
    const otherType = await post(port, 'x', 'text/plain');
    const tooLarge = await post(
      port,
      { 'csp-report': { 'script-sample': 'x'.repeat(20 * 1024) } },
      'application/csp-report',
    );

    expect([notReport.statusCode, notJson.statusCode, otherType.statusCode, tooLarge.statusCode]).toEqual([
      400, 400, 415, 413,
    ]);
    for (const answer of [notReport, notJson, otherType, tooLarge]) {
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await counts()).toMatchObject({ recorded: 0, rejected: 2 });
  });

  it('limits reports per client address (429 problem with Retry-After), however the client spells its address', async () => {
    const { port, counts } = await startEdge();
    const statuses: number[] = [];

    for (let i = 0; i < CSP_REPORTS_PER_ADDRESS.capacity + 2; i += 1) {
      // An untrusted client claiming a new address every time is still one address.
      const answer = await post(port, legacyReport, 'application/csp-report', { 'x-forwarded-for': `192.0.2.${i}` });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.json()).toMatchObject({ status: 429, code: 'too_many_requests' });
      }
    }

    expect(statuses.filter((status) => status === 204)).toHaveLength(CSP_REPORTS_PER_ADDRESS.capacity);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(await counts()).toMatchObject({ recorded: CSP_REPORTS_PER_ADDRESS.capacity, rateLimited: 2 });
  });

  it('behind a trusted proxy, limits each shopper’s address separately', async () => {
    const { port } = await startEdge({ TRUSTED_PROXIES: 'loopback' });
    const from = (address: string) =>
      post(port, legacyReport, 'application/csp-report', { 'x-forwarded-for': address });

    for (let i = 0; i < CSP_REPORTS_PER_ADDRESS.capacity; i += 1) await from('198.51.100.1');

    expect((await from('198.51.100.1')).statusCode).toBe(429);
    expect((await from('198.51.100.2')).statusCode).toBe(204);
  });
});
