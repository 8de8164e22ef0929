import type pg from "pg";

/** The table of migration 0005 (key, points, expire in epoch ms), which every instance shares. */
export const RATE_LIMIT_TABLE = "rate_limits";

/** One counter a request must pass: its key, the points a window allows and the window's length. */
export interface CounterSpec {
  key: string;
  points: number;
  windowMs: number;
}

/** A counter after this request: how many requests its window holds now, and when the window ends. */
interface Counted {
  key: string;
  points: number;
  expire: number;
}

/** A counter this request overfilled, and the epoch ms at which its window ends. */
export interface Overfilled {
  key: string;
  until: number;
}

/**
 * Counts one request against all its counters (address and user) in ONE statement: a message
 * POST used to take two pool connections at once for two upserts, on a pool sized to the cores.
 * A window starts with its first request and resets once over (as rate-limiter-flexible's
 * PostgreSQL limiter did, on the same table and keys, so counters carry over). Keys are upserted in
 * sorted order so that two requests sharing counters never lock them in opposite orders.
 * Returns the counters over their limit (none: the request passes).
 */
export async function countRequest(pool: pg.Pool, counters: readonly CounterSpec[]): Promise<Overfilled[]> {
  const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // Named, so PostgreSQL parses and plans it once per connection: every API write runs it.
  const { rows } = await pool.query<Counted>({
    name: "count_request",
    text: `insert into ${RATE_LIMIT_TABLE} (key, points, expire)
     select key, 1, $3::bigint + window_ms from unnest($1::text[], $2::bigint[]) as t(key, window_ms)
     on conflict (key) do update set
       points = case when ${RATE_LIMIT_TABLE}.expire <= $3 then 1 else ${RATE_LIMIT_TABLE}.points + 1 end,
       expire = case when ${RATE_LIMIT_TABLE}.expire <= $3 then excluded.expire else ${RATE_LIMIT_TABLE}.expire end
     returning key, points, expire::float8 as expire`,
    values: [sorted.map((c) => c.key), sorted.map((c) => c.windowMs), Date.now()],
  });
  const limit = new Map(counters.map((c) => [c.key, c.points]));
  return rows
    .filter((row) => row.points > (limit.get(row.key) ?? Number.POSITIVE_INFINITY))
    .map((row) => ({ key: row.key, until: row.expire }));
}
