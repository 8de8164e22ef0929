import { startBenchDatabase } from "./database.ts";
import { insertListings } from "./dataset.ts";
import { captureSearchSql } from "./capture.ts";
const db = await startBenchDatabase();
await insertListings(db.database.pool, 100_000);
const pool = db.database.pool;
for (const q of process.argv.slice(2)) {
  const { first, repeat } = await captureSearchSql(pool, q);
  for (const [label, c] of [["first", first[0]], ["repeat", repeat[0]]] as const) {
    const client = await pool.connect();
    await client.query("set plan_cache_mode = force_generic_plan");
    await client.query(`prepare s as ${c.text}`);
    const args = c.params.map((p) => (typeof p === "string" ? `'${p}'` : Array.isArray(p) ? `'{${p.join(",")}}'` : String(p))).join(", ");
    const plan = await client.query(`explain (analyze, buffers) execute s(${args})`);
    console.log(`\n=== ${label} GENERIC ${q}\n` + plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
    await client.query("deallocate s"); await client.query("reset plan_cache_mode");
    client.release();
  }
}
await db.stop();
process.exit(0);
