import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throw-away certificate for `localhost` and its key, as PEM files in a temporary folder. */
export interface SelfSigned {
  certFile: string;
  keyFile: string;
  cert: Buffer;
  cleanup(): Promise<void>;
}

/**
 * A self-signed certificate for `localhost` and 127.0.0.1 (EC P-256, one day), made by the `openssl` command: Node
 * can make keys but not X.509 certificates. Throws, naming what is missing, where `openssl` is not installed.
 */
export async function selfSignedCertificate(): Promise<SelfSigned> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storefront-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`the TLS tests need the openssl command to make a certificate: ${(error as Error).message}`);
  }
  return {
    certFile,
    keyFile,
    cert: await readFile(certFile),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
