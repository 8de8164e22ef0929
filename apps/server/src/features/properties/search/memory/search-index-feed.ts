import type pg from "pg";
import type { Logger } from "../../../../lib/logger.ts";
import { ListingIndex } from "./listing-index.ts";
import type { IndexedListing } from "./listing-orders.ts";
import {
  CATCH_UP,
  FULL_LOAD,
  type ListingRow,
  rowToListing,
  SERVER_COLUMNS,
  type ServerState,
  xmaxOf,
} from "./search-index-statements.ts";
import { timeSlices } from "./time-slices.ts";

// Keeps a ListingIndex in step with PostgreSQL (decision 047). Migration 0023 stamps every write to
// a live listing with its transaction id (changed_xid) and leaves a tombstone for a deleted one.
// The index remembers the snapshot it has read up to; catching up reads, in one statement, the rows
// and tombstones whose transaction that snapshot did not see, and the statement's own snapshot
// becomes the next. Every search catches up first, with a catch-up that started after the
// request arrived, so a search sees every write committed before it began, on any instance, as the
// SQL search does. Catch-ups run one at a time and every request waiting meanwhile shares the
// next one: under load that is one small statement for many searches.

/**
 * Tombstones are deleted after TOMBSTONE_RETENTION_DAYS (jobs/prune-jobs.ts); an index that has not
 * caught up for a day reads the whole table again rather than trust it still has every one.
 */
export const TOMBSTONE_RETENTION_DAYS = 7;
const RELOAD_AFTER_MS = 86_400_000;

/**
 * More changed listings than this (a bulk update, a migration) are not caught up in one statement
 * of JSON under the request's statement timeout, holding every search meanwhile: the table is read
 * again in the background, as at start-up, while SQL answers.
 */
export const CATCH_UP_MAX_ROWS = 500;

/**
 * The index neither loads nor catches up on a hot standby: its snapshots list no running
 * transactions, so a row of one still running would be taken as committed and skipped for good.
 */
export class StandbyRefused extends Error {
  constructor() {
    super("search index: the database is a standby (in recovery); searches are answered by SQL");
  }
}

export class SearchIndexFeed {
  /** Searches answered and catch-up statements run, for the bench (statements per search). */
  readonly counts = { answered: 0, catchUps: 0 };
  private index: ListingIndex | null = null;
  private snapshot = "";
  /** When the database server that gave the snapshot started (pg_postmaster_start_time). */
  private serverStarted = "";
  /** When the snapshot was taken (this.now), to know when it is too old to catch up from. */
  private snapshotAt = 0;
  private loading: Promise<void> | null = null;
  private warnedOfStandby = false;
  /** The reload after the database's history changed under the index, run in the background. */
  private reloading: Promise<void> | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log?: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The index, caught up with every write committed before this call; null if a change could not
   * be applied (the next call loads the index afresh). A database error is thrown: the index and
   * its snapshot stay as they were, a sound place to catch up from next time, and the search
   * service answers that search from SQL.
   */
  async current(): Promise<ListingIndex | null> {
    if (this.index && this.now() - this.snapshotAt > RELOAD_AFTER_MS) this.index = null;
    // Reading another history of the database afresh: SQL answers until it is done.
    if (this.reloading) return null;
    if (!this.index) {
      this.loading ??= this.load().finally(() => {
        this.loading = null;
      });
      await this.loading;
    } else {
      await this.catchUp();
    }
    if (this.index) this.counts.answered++;
    return this.index;
  }

  /** Loads the index ahead of the first search (at start-up); if it fails, that search loads it. */
  async warm(): Promise<void> {
    const started = performance.now();
    try {
      const index = await this.current();
      const ms = Math.round(performance.now() - started);
      this.log?.info(
        { listings: index?.size, ms },
        `search index: ${index?.size} live listings loaded in ${ms} ms`,
      );
    } catch (err) {
      // On a standby it never will: the refusal has said so.
      if (!(err instanceof StandbyRefused))
        this.log?.warn({ err }, "search index: not loaded at start-up; the first search will load it");
    }
  }

  /** All live listings and the snapshot they were read at, in one repeatable-read transaction. */
  private async load(): Promise<void> {
    const startedAt = this.now();
    const client = await this.pool.connect();
    try {
      await client.query("begin isolation level repeatable read read only");
      // The whole table at once can take longer than a request's statement is allowed.
      await client.query("set local statement_timeout = 0");
      const { rows: snapshotRows } = await client.query<ServerState>(
        `select pg_current_snapshot()::text as snapshot, ${SERVER_COLUMNS}`,
      );
      if (snapshotRows[0]?.standby) this.refuseStandby();
      const { rows } = await client.query<ListingRow>({ text: FULL_LOAD, rowMode: "array" });
      await client.query("commit");
      const listings = await readListings(rows);
      this.index = await ListingIndex.build(listings);
      this.snapshot = snapshotRows[0]?.snapshot ?? "";
      this.serverStarted = snapshotRows[0]?.started ?? "";
      this.snapshotAt = startedAt;
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Resolves after a catch-up that began after this call. One runs at a time; calls made while one
   * runs share the next.
   */
  private catchUp(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) {
      this.running = this.readChanges().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued = this.running
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.catchUp();
      });
    return this.queued;
  }

  private async readChanges(): Promise<void> {
    this.counts.catchUps++;
    const startedAt = this.now();
    const { rows } = await this.pool.query<
      ServerState & { changed: ListingRow[] | null; gone: string[] | null }
    >({
      name: "search_index_catch_up",
      text: CATCH_UP,
      values: [this.snapshot, CATCH_UP_MAX_ROWS + 1],
    });
    const { snapshot, standby, started, changed, gone } = rows[0] ?? {
      snapshot: this.snapshot,
      standby: false,
      started: this.serverStarted,
      changed: null,
      gone: null,
    };
    if (standby) this.refuseStandby();
    if (started !== this.serverStarted || xmaxOf(snapshot) < xmaxOf(this.snapshot))
      return this.reloadInBackground("the database server restarted or went back in time");
    if ((changed?.length ?? 0) > CATCH_UP_MAX_ROWS || (gone?.length ?? 0) > CATCH_UP_MAX_ROWS)
      return this.reloadInBackground(`more than ${CATCH_UP_MAX_ROWS} listings changed at once`);
    const index = this.index;
    if (!index) return;
    if (gone?.includes("")) {
      // A TRUNCATE: start again from the table as it is now.
      this.index = null;
      await this.load();
      return;
    }
    const changes = [
      ...(gone ?? []).map((id) => ({ id, listing: null })),
      ...(changed ?? []).map((row) => ({ id: String(row[0]), listing: rowToListing(row) })),
    ];
    try {
      if (changes.length > 0) await index.apply(changes);
    } catch (error) {
      // Half applied, the index can no longer be trusted: the next search loads it afresh.
      this.index = null;
      throw error;
    }
    this.snapshot = snapshot;
    this.snapshotAt = startedAt;
  }

  /**
   * The index goes, and is read again in the background while SQL answers the searches: when the
   * database server restarted or its snapshot went backwards (it may be another history of the
   * database, a restore or a failover that lost commits, whose transaction ids start below the
   * index's snapshot, so its new writes would look already seen; a plain restart costs one
   * needless reload), or when too many listings changed at once to catch up.
   */
  private reloadInBackground(reason: string): void {
    this.log?.warn(`search index: ${reason}; reading the listings again`);
    this.index = null;
    this.reloading = this.load()
      .catch((err: unknown) =>
        this.log?.warn({ err }, "search index: reading it again failed; the next search will"),
      )
      .finally(() => {
        this.reloading = null;
      });
  }

  /** Says so once in the log (every search then would repeat it), and refuses. */
  private refuseStandby(): never {
    const refusal = new StandbyRefused();
    if (!this.warnedOfStandby) this.log?.warn(refusal.message);
    this.warnedOfStandby = true;
    throw refusal;
  }
}

/** The live listings of the load's rows, read a slice at a time (time-slices.ts). */
async function readListings(rows: readonly ListingRow[]): Promise<IndexedListing[]> {
  const slices = timeSlices();
  const listings: IndexedListing[] = [];
  for (const row of rows) {
    const listing = rowToListing(row);
    if (listing) listings.push(listing);
    await slices.pause();
  }
  return listings;
}
