import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The API package's folder: where `src/server.ts` runs from, as `npm start` runs it. */
const API_DIR = path.resolve(import.meta.dirname, '../..');

/** A free port on loopback, as the operating system hands one out. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The API running as a process of its own (`src/server.ts` under Node with tsx). */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** How it ended: the signal that killed it, or its exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/**
 * Starts `src/server.ts` as `npm start` does, with only `env` (plus PATH) for its environment on a free port; resolves
 * once it listens, rejects with its output when it exits first or takes over `timeoutMs`.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      CONTENTFUL_HOST: '127.0.0.1:9',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Nothing else holds it: a process that never listened must not outlive the test.
      child.kill('SIGKILL');
      reject(new Error(`the API did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const listening = () => {
      if (!output.includes('Commerce API on')) return;
      clearTimeout(timer);
      child.stdout?.off('data', listening);
      resolve();
    };
    child.stdout?.on('data', listening);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${String(how)}) before listening:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

/** SIGTERM, and waits for the process to end; its exit code (0 after a clean drain). */
export async function stopApiProcess(api: ApiProcess): Promise<NodeJS.Signals | number | null> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  return api.exited;
}
