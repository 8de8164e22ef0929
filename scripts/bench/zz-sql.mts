import { startBenchDatabase } from "./database.ts";
import { insertListings } from "./dataset.ts";
import { captureSearchSql } from "./capture.ts";
import { measureSql } from "./measure.ts";
const db = await startBenchDatabase();
await insertListings(db.database.pool, 100_000);
const pool = db.database.pool;
for (const q of process.argv.slice(2)) {
  const captured = await captureSearchSql(pool, q);
  for (const c of captured) {
    const plan = await pool.query(`explain (analyze, buffers) ${c.text}`, c.params);
    console.log(`\n=== ${q}\n${c.text.slice(0, 300)}\n` + plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
    console.log(JSON.stringify(await measureSql("one", db.url, [c], { connections: 50, durationSec: 4 })));
  }
  console.log(JSON.stringify(await measureSql("both", db.url, captured, { connections: 50, durationSec: 4 })));
}
await db.stop();
process.exit(0);
