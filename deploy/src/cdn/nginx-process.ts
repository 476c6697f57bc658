import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { renderNginxConfig, type NginxSettings } from './nginx-config';

/** Debian's nginx (`apt-get install -y nginx`); `NGINX_BIN` names another. */
export function nginxBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.NGINX_BIN) return env.NGINX_BIN;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/**
 * Renders the configuration into `runDir/nginx.conf` and checks it with `nginx -t`; returns the command that runs it in
 * the foreground (`daemon off`), for a supervisor to start. SIGQUIT stops it gracefully, SIGTERM at once.
 */
export async function prepareNginx(
  settings: NginxSettings,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ command: string; args: string[]; configFile: string }> {
  await mkdir(settings.runDir, { recursive: true });
  // Workers run as `www-data` when nginx starts as root: they must reach the cache and temp directories in here.
  await chmod(settings.runDir, 0o755);
  const configFile = path.join(settings.runDir, 'nginx.conf');
  await writeFile(configFile, renderNginxConfig(settings));
  const command = nginxBinary(env);
  const errorLog = settings.errorLog ?? path.join(settings.runDir, 'error.log');
  const base = ['-p', settings.runDir, '-e', errorLog, '-c', configFile];
  const check = spawnSync(command, [...base, '-t', '-q'], { encoding: 'utf8' });
  if (check.error) throw new Error(`nginx: cannot run ${command} (apt-get install -y nginx): ${check.error.message}`);
  if (check.status !== 0) throw new Error(`nginx: the configuration ${configFile} is refused:\n${check.stderr}`);
  return { command, args: [...base, '-g', 'daemon off;'], configFile };
}

function accepts(hostPort: string): Promise<boolean> {
  const at = hostPort.lastIndexOf(':');
  const host = hostPort.slice(0, at).replace(/^\[|\]$/g, '');
  const port = Number(hostPort.slice(at + 1));
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** A running nginx: its process, and `stop` (graceful, SIGQUIT, then SIGKILL after 5 s). */
export interface RunningNginx {
  child: ChildProcess;
  configFile: string;
  stop(): Promise<void>;
}

/** Starts nginx with the rendered configuration and waits until both servers accept connections. */
export async function startNginx(settings: NginxSettings, env: NodeJS.ProcessEnv = process.env): Promise<RunningNginx> {
  const { command, args, configFile } = await prepareNginx(settings, env);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  const listening = async () =>
    (await accepts(settings.listen)) && (settings.apiListen === undefined || (await accepts(settings.apiListen)));
  while (!(await listening())) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode} (${configFile})`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${settings.listen} within 10 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    configFile,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
