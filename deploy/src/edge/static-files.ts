import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMissingFileError } from '../json-file';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The Content-Type of a file, by extension. */
export function contentTypeFor(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** True when the last path segment has a file extension (`/main.1a2b.js`, not `/p/some-ring`). */
export function hasFileExtension(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]{1,12}$/.test(last);
}

/** True for a file name that carries a content hash (`main.1a2b3c4d.js`), so it may be cached forever. */
export function isContentHashed(file: string): boolean {
  return /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+$/.test(file);
}

/**
 * A request's wildcard part as a safe relative path (`assets/logo.svg`), or undefined for anything that could
 * leave the release folder or reach a hidden file: `..`, dot-segments, backslashes, NUL, empty segments.
 */
export function safeRelativePath(raw: string | undefined): string | undefined {
  if (!raw || raw.length > 512) return undefined;
  const segments = raw.split('/');
  const ok = segments.every(
    (segment) => segment.length > 0 && !segment.startsWith('.') && !/[\\\0]/.test(segment) && segment !== '..',
  );
  return ok ? segments.join('/') : undefined;
}

const MAX_CACHED_FILE = 4 * 1024 * 1024;
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** Reads files from immutable release folders, keeping recently used ones in memory (bounded, least recently used out). */
export class ImmutableFileCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  /** The file's content, or undefined when it does not exist or is not a file. */
  async read(file: string): Promise<Buffer | undefined> {
    const cached = this.entries.get(file);
    if (cached) {
      this.entries.delete(file);
      this.entries.set(file, cached);
      return cached;
    }
    let content: Buffer;
    try {
      content = await readFile(file);
    } catch (error) {
      if (isMissingFileError(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
    if (content.length <= MAX_CACHED_FILE) {
      this.entries.set(file, content);
      this.bytes += content.length;
      for (const [key, value] of this.entries) {
        if (this.bytes <= MAX_CACHE_BYTES) break;
        this.entries.delete(key);
        this.bytes -= value.length;
      }
    }
    return content;
  }
}
