import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** How long a search waits in memory before the log is written (at most; 500 waiting write at once). */
export const SEARCH_LOG_FLUSH_MS = 1000;
/** Searches written by one statement. */
const BATCH_ROWS = 500;
/** The most a process holds while the database is away; the oldest go first past it. */
const MAX_HELD_ROWS = 10_000;

/** One search as the query log keeps it. */
export interface LoggedSearch {
  locale: string;
  query: string;
  normalised: string;
  resultCount: number;
  at: Date;
}

/**
 * The search query log's writer (popular searches and the search box's suggestions count from the log). A search is
 * held in memory and written with the others of its second, 500 at most in one statement, so it costs the database
 * nothing within its own request: before, each search, even one answered from the micro-cache, waited on its insert.
 * Counts over 30 days are no different a second later. Closing the app writes what is held (a draining process loses
 * none); a killed one loses at most its last second of searches. While the database fails, searches are held (up to
 * 10,000) and tried again a second later.
 */
export class SearchLog {
  #pending: LoggedSearch[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly flushMs = SEARCH_LOG_FLUSH_MS,
  ) {}

  /** Holds a search for the next write. */
  record(search: LoggedSearch): void {
    this.#pending.push(search);
    if (this.#pending.length >= BATCH_ROWS) void this.flush();
    else this.#schedule();
  }

  /** Writes every search held now; resolves once they are written, or held again when the database failed. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const searches = this.#pending.splice(0);
    this.#writing = this.#writing.then(() => this.#write(searches));
    return this.#writing;
  }

  /** Writes what is held and stops (the app's close, before the database's). */
  async close(): Promise<void> {
    await this.flush();
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #schedule(): void {
    if (this.#closed) return;
    this.#timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  async #write(searches: LoggedSearch[]): Promise<void> {
    for (let start = 0; start < searches.length; start += BATCH_ROWS) {
      const batch = searches.slice(start, start + BATCH_ROWS);
      try {
        // One statement text whatever the count (a prepared statement; a values list would be a new text per count).
        await sql`
          insert into search_queries (locale, query, normalised, result_count, created_at)
          select * from unnest(
            ${batch.map((search) => search.locale)}::text[],
            ${batch.map((search) => search.query)}::text[],
            ${batch.map((search) => search.normalised)}::text[],
            ${batch.map((search) => search.resultCount)}::integer[],
            ${batch.map((search) => search.at.toISOString())}::timestamptz[]
          )`.execute(this.db);
      } catch (error) {
        const unwritten = searches.slice(start);
        this.log.warn({ err: error, searches: unwritten.length }, 'search log not written; held for the next try');
        this.#pending = [...unwritten, ...this.#pending].slice(-MAX_HELD_ROWS);
        this.#schedule();
        return;
      }
    }
  }
}
