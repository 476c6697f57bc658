// The test preflight: finds the system programs the tests need and installs the missing ones with Debian's apt-get
// when this user may (root, or passwordless sudo); otherwise stops with one line saying the exact command to run.
// `npm test` runs it first (`npm run preflight`, for Chromium, openssl and nginx with its brotli module); scripts/postgres-cluster.sh runs it for
// PostgreSQL.
//
//   tsx scripts/preflight.ts [--for=<who needs it>] [--dry-run] chromium openssl nginx nginx-brotli postgresql
//
// --dry-run prints the decision and the commands it would run, and changes nothing.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import chromiumOptions from '../e2e/chromium.json';
import { chromiumRequirement, planPreflight, type Requirement } from './preflight-plan';

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (command: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && isExecutable(path.join(dir, command)));

/** Debian's PostgreSQL server programs (/usr/lib/postgresql/<major>/bin/pg_ctl), as scripts/postgres-cluster.sh uses. */
const postgresInstalled = () => {
  try {
    return readdirSync('/usr/lib/postgresql').some((major) =>
      isExecutable(path.join('/usr/lib/postgresql', major, 'bin', 'pg_ctl')),
    );
  } catch {
    return false;
  }
};

const probes: Record<string, () => Requirement> = {
  chromium: () => chromiumRequirement(process.env.CHROMIUM_PATH, chromiumOptions.executablePath, isExecutable),
  openssl: () => ({
    what: 'openssl',
    debianPackage: 'openssl',
    absence: 'not on PATH',
    present: onPath('openssl'),
    installFixes: true,
  }),
  // The CDN and load balancer in front (deploy/nginx): its tests and `npm run start:cluster` run Debian's nginx.
  nginx: () => ({
    what: "Debian's nginx",
    debianPackage: 'nginx',
    absence: 'no /usr/sbin/nginx',
    present: isExecutable('/usr/sbin/nginx'),
    installFixes: true,
  }),
  'nginx-brotli': () => ({
    what: "nginx's brotli module",
    debianPackage: 'libnginx-mod-http-brotli-filter',
    absence: 'no ngx_http_brotli_filter_module.so',
    present: existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
    installFixes: true,
  }),
  postgresql: () => ({
    what: "Debian's PostgreSQL",
    debianPackage: 'postgresql',
    absence: 'no /usr/lib/postgresql/*/bin/pg_ctl',
    present: postgresInstalled(),
    installFixes: true,
  }),
};

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const purpose = args.find((arg) => arg.startsWith('--for='))?.slice('--for='.length) || 'npm test';
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !(name in probes));
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `preflight: name what to check among ${Object.keys(probes).join(', ')} (got ${args.join(' ') || 'nothing'})`,
  );
  process.exit(2);
}
const check = () => names.map((name) => probes[name]!());

const root = process.getuid?.() === 0;
const plan = planPreflight(purpose, check(), {
  aptGet: onPath('apt-get'),
  root,
  passwordlessSudo: !root && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
});

if (plan.action === 'none') {
  console.log(`preflight: ${names.join(', ')} found`);
  process.exit(0);
}
if (plan.action === 'stop') {
  console.error(`preflight: ${plan.message}`);
  process.exit(1);
}
console.log(`preflight: ${plan.message}`);
for (const command of plan.commands) {
  console.log(`preflight: ${dryRun ? 'would run' : 'running'} ${command.join(' ')}`);
  if (dryRun) continue;
  const [program = '', ...rest] = command;
  const result = spawnSync(program, rest, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`preflight: ${command.join(' ')} failed (${result.error?.message ?? `exit code ${result.status}`})`);
    process.exit(1);
  }
}
if (dryRun) process.exit(0);
const still = check().filter((requirement) => !requirement.present);
if (still.length > 0) {
  console.error(
    `preflight: still missing after the install: ${still.map((r) => `${r.what} (${r.absence})`).join(', ')}`,
  );
  process.exit(1);
}
console.log(`preflight: ${plan.packages.join(' ')} installed`);
