import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, as sorted POSIX relative paths (symbolic links are not followed). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** sha256 (hex) over the given files' relative paths and contents, in order. */
export async function hashFiles(dir: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    const content = await readFile(path.join(dir, ...file.split('/')));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** A release version id: `<package.json version>-<first 10 hex of the content hash>`. */
export function contentVersion(packageVersion: string, contentHash: string): string {
  return `${packageVersion}-${contentHash.slice(0, 10)}`;
}
