// Small helpers for the realtime benchmark (scripts/bench/realtime.ts): percentiles, a bounded
// concurrency map and a plain-text table. No dependencies beyond Node.
import { performance } from "node:perf_hooks";

/**
 * Epoch milliseconds at sub-millisecond resolution: comparable across the bench's processes
 * (the server's, the sender's and the clients'), unlike each process's performance.now().
 */
export const epochNow = () => performance.timeOrigin + performance.now();

/** The q-quantile (0..1) of the values, nearest-rank; NaN when there are none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Sorts a copy of the values and reads the usual quantiles from it. */
export function summarise(values: readonly number[] | Float64Array): Summary {
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  return {
    count: list.length,
    p50: percentile(list, 0.5),
    p95: percentile(list, 0.95),
    p99: percentile(list, 0.99),
    max: list.length ? (list[list.length - 1] as number) : Number.NaN,
  };
}

/** Runs `fn` over the items with at most `limit` calls in flight; rejects on the first failure. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export const ms = (v: number, digits = 1) => (Number.isFinite(v) ? `${v.toFixed(digits)} ms` : "n/a");
export const int = (v: number) => v.toLocaleString("en-GB");

export type Row = [label: string, value: string, budget?: string, verdict?: string];

/** A boxed text table: a title, then label | value | budget | verdict rows (section rows have one cell). */
export function table(title: string, rows: readonly (Row | [section: string])[]): string {
  const cells = rows.filter((r): r is Row => r.length > 1);
  const widths = [0, 1, 2, 3].map((i) => Math.max(0, ...cells.map((r) => (r[i] ?? "").length)));
  const inner = widths.reduce((a, w) => a + w, 0) + 3 * 3;
  const width = Math.max(inner, title.length, ...rows.filter((r) => r.length === 1).map((r) => r[0].length));
  const line = `+${"-".repeat(width + 2)}+`;
  const out = [line, `| ${title.padEnd(width)} |`, line];
  for (const r of rows) {
    if (r.length === 1) {
      out.push(`| ${r[0].padEnd(width)} |`);
      continue;
    }
    const [label, value, budget = "", verdict = ""] = r;
    const text = [
      label.padEnd(widths[0] as number),
      value.padStart(widths[1] as number),
      budget.padEnd(widths[2] as number),
      verdict.padEnd(widths[3] as number),
    ].join(" | ");
    out.push(`| ${text.padEnd(width)} |`);
  }
  out.push(line);
  return out.join("\n");
}
