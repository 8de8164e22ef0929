import type { Tx } from "../../client.ts";
import type { Rng } from "../random.ts";

// What every seeder is given: the transaction, the one random stream (seeders run in a fixed
// order, so the demo data is the same on every run) and the moment the data is relative to.

export interface SeedContext {
  tx: Tx;
  rng: Rng;
  now: Date;
  /** `now` as epoch milliseconds. */
  t: number;
  /** The moment `ms` before now. */
  ago(ms: number): Date;
}

/** The demo people's user ids by their key in people.ts, and their display names. */
export interface SeedPeople {
  ids: Record<string, string>;
  person(key: string): { id: string; name: string };
}
