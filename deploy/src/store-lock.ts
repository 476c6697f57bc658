import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const STALE_AFTER_MS = 60_000;
const GIVE_UP_AFTER_MS = 15_000;

/**
 * Runs `work` while holding an exclusive lock file, so two release commands never interleave their
 * read-modify-write of the pointers. A lock older than a minute is treated as left behind by a crashed command.
 */
export async function withStoreLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(lockFile), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const info = await stat(lockFile).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > STALE_AFTER_MS) {
        await rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() - started > GIVE_UP_AFTER_MS) {
        throw new Error(`another release command holds ${lockFile}; try again when it has finished`);
      }
      await delay(50);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}
