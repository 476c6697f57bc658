/**
 * What the test preflight (scripts/preflight.ts) decides, apart from the machine it looks at: which system programs
 * are missing, and whether to install them with Debian's apt-get or to print the one command the user must run.
 */

/** A system program a test needs, as the preflight found it. */
export interface Requirement {
  /** What it is, for messages: `Debian's Chromium`, `openssl`. */
  what: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  /** How it was found missing, for messages: `no /usr/bin/chromium`, `not on PATH`. */
  absence: string;
  present: boolean;
  /**
   * Whether installing the Debian package would make it present. False when the user pointed elsewhere (e.g.
   * `CHROMIUM_PATH` at another binary), so the fix is theirs to make.
   */
  installFixes: boolean;
  /** What to do instead when installing does not fix it. */
  otherwise?: string;
}

/** What this user may do about missing packages. */
export interface Privileges {
  /** apt-get is there (a Debian or Ubuntu system). */
  aptGet: boolean;
  root: boolean;
  /** `sudo -n true` succeeds. */
  passwordlessSudo: boolean;
}

/** The preflight's decision. */
export type PreflightPlan =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; commands: string[][]; message: string }
  | { action: 'stop'; message: string };

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** The apt-get commands that install `packages`, with `sudo -n` in front unless the user is root. */
export function installCommands(packages: readonly string[], root: boolean): string[][] {
  const sudo = root ? [] : ['sudo', '-n'];
  return [
    [...sudo, 'apt-get', 'update', '-qq'],
    [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...packages],
  ];
}

/**
 * Decides what to do about the requirements of `purpose` (e.g. `npm test`): nothing when all are present; install the
 * missing Debian packages when apt-get is there and the user is root or has passwordless sudo; otherwise stop with one
 * line naming what is missing and the exact command to run.
 */
export function planPreflight(
  purpose: string,
  requirements: readonly Requirement[],
  privileges: Privileges,
): PreflightPlan {
  const missing = requirements.filter((requirement) => !requirement.present);
  if (missing.length === 0) return { action: 'none' };
  const notFixable = missing.filter((requirement) => !requirement.installFixes);
  const packages = [...new Set(missing.filter((r) => r.installFixes).map((r) => r.debianPackage))];
  const found = list(missing.map((requirement) => `${requirement.what} (${requirement.absence})`));
  if (notFixable.length > 0) {
    return {
      action: 'stop',
      message: `${purpose} needs ${found}: ${list(notFixable.map((r) => r.otherwise ?? `install ${r.what}`))}${
        packages.length > 0 ? `, and run: sudo apt-get install -y ${packages.join(' ')}` : ''
      }`,
    };
  }
  if (!privileges.aptGet) {
    return {
      action: 'stop',
      message: `${purpose} needs ${found}; this system has no apt-get: install ${list(missing.map((r) => r.what))} with its package manager (Debian packages: ${packages.join(' ')})`,
    };
  }
  if (privileges.root || privileges.passwordlessSudo) {
    return {
      action: 'install',
      packages,
      commands: installCommands(packages, privileges.root),
      message: `${purpose} needs ${found}: installing the Debian package${packages.length > 1 ? 's' : ''} ${packages.join(' ')}`,
    };
  }
  return {
    action: 'stop',
    message: `${purpose} needs ${found}; run: sudo apt-get install -y ${packages.join(' ')}`,
  };
}

/**
 * The Chromium requirement: the browser at `CHROMIUM_PATH`, else Debian's (e2e/chromium.json). Installing Debian's
 * package fixes only a missing Debian browser, not a `CHROMIUM_PATH` pointing at nothing.
 */
export function chromiumRequirement(
  chromiumPathVariable: string | undefined,
  debianPath: string,
  isExecutable: (file: string) => boolean,
): Requirement {
  const file = chromiumPathVariable || debianPath;
  const own = file !== debianPath;
  return {
    what: own ? 'Chromium' : "Debian's Chromium",
    debianPackage: 'chromium',
    absence: own ? `CHROMIUM_PATH=${file} is not an executable` : `no ${file}`,
    present: isExecutable(file),
    installFixes: !own,
    otherwise: `point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's (${debianPath})`,
  };
}
