/** @jest-environment node */
import { call, useListeningEdges } from '../testing/edge-requests';

const edges = useListeningEdges();

async function startEdge(env: NodeJS.ProcessEnv = {}): Promise<number> {
  return (await edges.start({ env })).port;
}

describe('edge: Strict-Transport-Security', () => {
  it('is sent, one year with subdomains and no preload, on answers a trusted proxy says went over https', async () => {
    // The test's socket is loopback, standing in for a TLS-terminating load balancer at 127.0.0.1.
    const port = await startEdge({ TRUSTED_PROXIES: '127.0.0.1' });

    const https = await call(port, { url: '/remotes.json', headers: { 'x-forwarded-proto': 'https' } });
    const http = await call(port, { url: '/remotes.json', headers: { 'x-forwarded-proto': 'http' } });

    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('is never sent over plain http, whatever an untrusted client claims', async () => {
    const port = await startEdge();

    const claimed = await call(port, { url: '/remotes.json', headers: { 'x-forwarded-proto': 'https' } });
    const plain = await call(port, '/remotes.json');

    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('takes its max-age from HSTS_MAX_AGE (0 tells browsers to forget it)', async () => {
    const port = await startEdge({ TRUSTED_PROXIES: 'loopback', HSTS_MAX_AGE: '0' });

    const answer = await call(port, { url: '/remotes.json', headers: { 'x-forwarded-proto': 'https' } });

    expect(answer.headers['strict-transport-security']).toBe('max-age=0; includeSubDomains');
  });
});

describe('edge: CSP reporting', () => {
  it('over https names the Reporting API endpoint (report-to) beside report-uri', async () => {
    const port = await startEdge({ TRUSTED_PROXIES: '127.0.0.1' });

    const page = await call(port, { url: '/', headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });

    expect(page.headers['content-security-policy']).toContain('report-uri /_csp-reports; report-to csp');
    expect(page.headers['reporting-endpoints']).toBe('csp="/_csp-reports"');
  });

  it('over http keeps to report-uri (Chromium ignores Reporting-Endpoints there, and report-to would silence it)', async () => {
    const port = await startEdge();

    const page = await call(port, { url: '/', headers: { accept: 'text/html' } });

    expect(page.headers['content-security-policy']).toMatch(/report-uri \/_csp-reports$/);
    expect(page.headers['reporting-endpoints']).toBeUndefined();
    expect((await call(port, '/remotes.json')).headers['reporting-endpoints']).toBeUndefined();
  });
});
