import os from "node:os";
import type { Measurement } from "./measure.ts";
import type { Stall } from "./stall.ts";

// Every HTTP figure as a share of the baseline measured in the same run (decision 042): on a
// shared or different machine the absolute rates move together, the shares much less.

/** A goal on one line of the table: its least share of the baseline and its greatest p99. */
export interface Goal {
  minShare?: number;
  maxP99Ms?: number;
}

export interface Line extends Measurement {
  /** Requests per second as a share of the baseline's; absent for SQL-only lines. */
  share?: number;
  /** API cost over SQL cost (SQL rate / API rate), on an API line that has an SQL twin. */
  apiOverSql?: number;
  goal?: Goal;
  /** Cache hit rate while this line ran, when a cache was involved. */
  hitRate?: number;
  /** Statements the search index ran to catch up, per search it answered (decision 047). */
  catchUpsPerSearch?: number;
  /** The longest the server's event loop was held while the line ran (stall.ts). */
  stall?: Stall;
  /** Listing changes a second made beside the line (listing-writes.ts). */
  writesPerSecond?: number;
}

/** The load average (1 minute) and CPUs, as the bench prints them with every table. */
export function machineLoad(): string {
  return `${os.availableParallelism()} CPUs, load average ${os.loadavg()[0].toFixed(2)}`;
}

/** A stall in ms, with the part spent waiting for a core in brackets where it is known. */
const stallText = ({ ms, waitingMs }: Stall) =>
  waitingMs === undefined ? ms.toFixed(0) : `${ms.toFixed(0)} (${waitingMs.toFixed(0)})`;

const percent = (share: number) => `${(100 * share).toFixed(0)}%`;

/** The misses of a line against its goal, in words; empty when it is met. */
export function missesOf(line: Line): string[] {
  const misses: string[] = [];
  const name = line.name.trim();
  if (line.failures > 0) misses.push(`${name}: ${line.failures} failed requests`);
  const { minShare, maxP99Ms } = line.goal ?? {};
  if (minShare !== undefined && !((line.share ?? 0) >= minShare))
    misses.push(`${name}: ${percent(line.share ?? 0)} of the baseline, goal >= ${percent(minShare)}`);
  if (maxP99Ms !== undefined && !(line.p99 < maxP99Ms))
    misses.push(`${name}: p99 ${line.p99} ms, goal < ${maxP99Ms} ms`);
  if (line.hitRate !== undefined && line.hitRate > 0.5)
    misses.push(`${name}: cache hit rate ${percent(line.hitRate)}, the goals must hold at <= 50%`);
  return misses;
}

export function printTable(title: string, lines: Line[]) {
  const rows = lines.map((l) => [
    l.name,
    Math.round(l.rps).toLocaleString("en-GB"),
    l.share === undefined ? "" : percent(l.share),
    l.p50.toFixed(1),
    l.p99.toFixed(1),
    l.apiOverSql === undefined ? "" : `${l.apiOverSql.toFixed(2)}x`,
    l.hitRate === undefined ? "" : percent(l.hitRate),
    l.catchUpsPerSearch === undefined ? "" : l.catchUpsPerSearch.toFixed(2),
    l.writesPerSecond === undefined ? "" : l.writesPerSecond.toFixed(0),
    l.stall === undefined ? "" : stallText(l.stall),
    [
      l.goal?.minShare === undefined ? "" : `>= ${percent(l.goal.minShare)}`,
      l.goal?.maxP99Ms === undefined ? "" : `p99 < ${l.goal.maxP99Ms}`,
    ]
      .filter(Boolean)
      .join(", "),
    l.goal || l.failures ? (missesOf(l).length ? "MISSED" : "met") : "",
    String(l.failures),
  ]);
  const header = [
    "",
    "req/s",
    "share",
    "p50 ms",
    "p99 ms",
    "API/SQL",
    "cache hits",
    "catch-ups/search",
    "writes/s",
    "stall ms (waiting)",
    "goal",
    "",
    "failed",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === 8 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log("");
  console.log(title);
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(format(row));
}
