import autocannon from "autocannon";
import pg from "pg";
import type { CapturedQuery } from "./capture.ts";

export interface Measurement {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

export interface LoadOptions {
  connections: number;
  durationSec: number;
}

export interface SqlLoadOptions extends LoadOptions {
  /** PostgreSQL connections shared by the `connections` concurrent callers, as the app's pool. */
  poolSize: number;
}

/**
 * HTTP load with autocannon. It runs in a worker thread so its own work does not share the event
 * loop with the in-process server it is measuring.
 */
export async function measureHttp(
  name: string,
  url: string,
  { connections, durationSec }: LoadOptions,
): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration: durationSec, workers: 1 });
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The same statements straight through pg: `connections` concurrent callers each run the
 * search's statements back to back for the whole duration, sharing a pool the size of the app's;
 * one iteration is one "request". The statements are the service's own (named, so prepared, as
 * it runs them), so what is left between this line and the API line is HTTP, the middleware,
 * routing, validation and writing the response.
 */
export async function measureSql(
  name: string,
  url: string,
  statements: CapturedQuery[],
  { connections, durationSec, poolSize }: SqlLoadOptions,
): Promise<Measurement> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on("error", () => {});
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + durationSec * 1000;
  try {
    // Open the connections before the clock starts, as a warm application pool would have them.
    await Promise.all(
      Array.from({ length: pool.options.max }, () => pool.connect().then((c) => c.release())),
    );
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          try {
            await Promise.all(statements.map((s) => pool.query({ ...s, rowMode: "array" })));
            latencies.push(performance.now() - t0);
          } catch {
            failures++;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
    return {
      name,
      requests: latencies.length,
      rps: latencies.length / elapsed,
      p50: at(0.5),
      p99: at(0.99),
      failures,
    };
  } finally {
    await pool.end();
  }
}
