import type pg from "pg";

// Listing changes beside the search lines (decision 053): at a steady rate, spread over the areas,
// each through the table's own triggers as the app's writes go: a rent edited, a listing paused,
// a paused one published again. The in-process index catches up with them before each search.

const SAMPLE = 5_000;

export interface ListingWrites {
  /** Stops, and says how many changes were made and how many failed. */
  stop(): Promise<{ changes: number; failed: number }>;
}

export async function startListingWrites(pool: pg.Pool, perSecond: number): Promise<ListingWrites> {
  // From the other end of the order the property page line samples (search-load.ts), so a page
  // it asks for is not one paused here a moment before.
  const { rows } = await pool.query<{ id: string }>(
    `select id from properties where status in ('published', 'available') order by md5(id::text) desc limit ${SAMPLE}`,
  );
  const ids = rows.map((row) => row.id);
  const paused: string[] = [];
  let turn = 0;
  let changes = 0;
  let failed = 0;
  const pending = new Set<Promise<unknown>>();
  const write = () => {
    const id = ids[turn % ids.length] as string;
    const kind = turn % 3;
    turn++;
    const statement: { text: string; values: unknown[] } =
      kind === 2 && paused.length > 0
        ? { text: "update properties set status = 'published' where id = $1", values: [paused.shift()] }
        : kind === 1
          ? { text: "update properties set status = 'pause' where id = $1", values: [id] }
          : {
              text: "update properties set monthly_rent = monthly_rent + $2, rent_from = rent_from + $2 where id = $1 and monthly_rent is not null",
              values: [id, turn % 2 === 0 ? 5 : -5],
            };
    if (kind === 1) paused.push(id);
    const done = pool.query(statement).then(
      () => changes++,
      () => failed++,
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  const timer = perSecond > 0 ? setInterval(write, 1000 / perSecond) : undefined;
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      // What was paused is published again: the next line starts from the same listings.
      if (paused.length)
        await pool.query("update properties set status = 'published' where id = any($1)", [paused]);
      return { changes, failed };
    },
  };
}
