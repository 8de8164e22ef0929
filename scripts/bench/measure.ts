import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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
  /** Sent with every request (e.g. the Accept-Encoding of a browser or a crawler). */
  headers?: Record<string, string>;
}

export interface SqlLoadOptions extends LoadOptions {
  /** PostgreSQL connections shared by the `connections` concurrent callers, as the app's pool. */
  poolSize: number;
}

/** The setupRequest module that hands each request the next path of a stream. */
const NEXT_PATH = path.join(import.meta.dirname, "next-path.cjs");

/**
 * HTTP load with autocannon. It runs in a worker thread so its own work does not share the event
 * loop with the in-process server it is measuring. `target` is one URL, or a base URL and a stream
 * of paths sent in order (search-mix.ts).
 */
export async function measureHttp(
  name: string,
  target: string | { base: string; paths: readonly string[] },
  { connections, durationSec, headers }: LoadOptions,
  /** Called as the load begins, once the stream's file is written (stall.ts starts there). */
  onLoad?: () => void,
): Promise<Measurement> {
  const options = { connections, duration: durationSec, workers: 1, headers };
  if (typeof target === "string") {
    onLoad?.();
    return toMeasurement(name, await autocannon({ url: target, ...options }));
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "roost-bench-paths-"));
  try {
    const file = path.join(dir, "paths.txt");
    writeFileSync(file, target.paths.join("\n"));
    // The worker thread copies the environment when it starts: this is how the file reaches it.
    process.env.ROOST_BENCH_PATHS = file;
    onLoad?.();
    const result = await autocannon({
      url: target.base,
      ...options,
      requests: [{ method: "GET", setupRequest: NEXT_PATH }],
    });
    return toMeasurement(name, result);
  } finally {
    delete process.env.ROOST_BENCH_PATHS;
    rmSync(dir, { recursive: true, force: true });
  }
}

function toMeasurement(name: string, result: autocannon.Result): Measurement {
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
 * The same statements straight through pg: `connections` concurrent callers each run a search's
 * statements back to back for the whole duration, sharing a pool the size of the app's; one
 * iteration is one "request", and each takes the next entry of `searches` (in turn, as the API
 * stream is sent). The statements are the service's own (named, so prepared, as it runs them),
 * so what is left between this line and the API line is HTTP, the middleware, routing,
 * validation and writing the response.
 */
export async function measureSql(
  name: string,
  url: string,
  searches: readonly CapturedQuery[][],
  { connections, durationSec, poolSize }: SqlLoadOptions,
): Promise<Measurement> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on("error", () => {});
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + durationSec * 1000;
  let next = 0;
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
            const statements = searches[next++ % searches.length];
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
