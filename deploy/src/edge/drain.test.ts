/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createFakeRepo, type FakeRepo } from '../testing/release-fixtures';

// From its sources: the unit tests run before the build that compiles deploy/dist.
const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
const cli = path.resolve(__dirname, '../testing/cli-from-source.ts');

function get(port: number, url: string): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let repo: FakeRepo;
let slowApi: Server;
let edge: ChildProcess | undefined;

beforeEach(async () => {
  repo = await createFakeRepo();
  // An API whose answers take 2 s: a request in flight when the edge is told to stop.
  slowApi = createServer((_req, res) => setTimeout(() => res.end('{"slow":true}'), 2000));
  await new Promise<void>((resolve) => slowApi.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  if (edge?.exitCode === null) edge.kill('SIGKILL');
  slowApi.closeAllConnections();
  await new Promise((resolve) => slowApi.close(resolve));
  await repo.cleanup();
});

it('drains on SIGTERM: unready at once, serves during the delay, then refuses new connections and finishes the request in flight', async () => {
  const apiPort = (slowApi.address() as AddressInfo).port;
  const child = spawn(tsx, [cli, 'serve', '--data-dir', repo.dataDir], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
      SHUTDOWN_DRAIN_DELAY_SECONDS: '1',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  edge = child;
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the edge exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const inFlight = get(port, '/api/products');
  await new Promise((resolve) => setTimeout(resolve, 200));
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 200));

  const health = await get(port, '/healthz');
  const registry = await get(port, '/remotes.json');
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const afterDelay = get(port, '/remotes.json').then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code,
  );

  expect([health.statusCode, JSON.parse(health.body)]).toEqual([503, { status: 'draining' }]);
  expect(registry.statusCode).toBe(200);
  expect(await afterDelay).toBe('ECONNREFUSED');
  expect(await inFlight).toEqual({ statusCode: 200, body: '{"slow":true}' });
  expect(await exited).toBe(0);
  expect(output).toContain('SIGTERM: draining');
});
