/** @jest-environment node */
import { chromiumRequirement, installCommands, planPreflight, type Requirement } from './preflight-plan';

const chromium = (present: boolean): Requirement => chromiumRequirement(undefined, '/usr/bin/chromium', () => present);
const openssl = (present: boolean): Requirement => ({
  what: 'openssl',
  debianPackage: 'openssl',
  absence: 'not on PATH',
  present,
  installFixes: true,
});
const root = { aptGet: true, root: true, passwordlessSudo: false };
const sudoer = { aptGet: true, root: false, passwordlessSudo: true };
const user = { aptGet: true, root: false, passwordlessSudo: false };

describe('the test preflight', () => {
  it('does nothing when everything is there', () => {
    expect(planPreflight('npm test', [chromium(true), openssl(true)], user)).toEqual({ action: 'none' });
  });

  it('installs only the missing Debian packages as root, after refreshing the package lists', () => {
    const plan = planPreflight('npm test', [chromium(false), openssl(true)], root);

    expect(plan).toEqual({
      action: 'install',
      packages: ['chromium'],
      commands: [
        ['apt-get', 'update', '-qq'],
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
      message: "npm test needs Debian's Chromium (no /usr/bin/chromium): installing the Debian package chromium",
    });
  });

  it('installs through sudo without a password prompt for a user who may', () => {
    const plan = planPreflight('npm test', [chromium(false), openssl(false)], sudoer);

    expect(plan.action === 'install' && plan.commands).toEqual(installCommands(['chromium', 'openssl'], false));
    expect(installCommands(['openssl'], false)[1]?.slice(0, 2)).toEqual(['sudo', '-n']);
  });

  it('tells a user who may not install the one command to run', () => {
    expect(planPreflight('npm test', [chromium(false), openssl(false)], user)).toEqual({
      action: 'stop',
      message:
        "npm test needs Debian's Chromium (no /usr/bin/chromium) and openssl (not on PATH); run: sudo apt-get install -y chromium openssl",
    });
  });

  it('does not install Debian’s browser when CHROMIUM_PATH points at a missing one', () => {
    const own = chromiumRequirement('/opt/chrome/chrome', '/usr/bin/chromium', () => false);

    expect(planPreflight('npm test', [own], root)).toEqual({
      action: 'stop',
      message:
        "npm test needs Chromium (CHROMIUM_PATH=/opt/chrome/chrome is not an executable): point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's (/usr/bin/chromium)",
    });
  });

  it('names the packages to look for on a system without apt-get', () => {
    const plan = planPreflight('npm test', [openssl(false)], { ...root, aptGet: false });

    expect(plan).toMatchObject({ action: 'stop' });
    expect(plan.action === 'stop' && plan.message).toMatch(/no apt-get: install openssl .*Debian packages: openssl/);
  });
});
