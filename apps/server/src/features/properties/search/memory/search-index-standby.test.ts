// The search index on a hot standby (decision 047): there `pg_current_snapshot()` lists no running
// transactions, so a row of one still running would be taken as committed and then skipped for
// good. The index must never load or catch up there: the searches are answered by SQL instead.
// The standby is a real one: a copy of a stopped primary's data directory with standby.signal,
// started by the embedded binaries, which keeps it in recovery.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { propertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../../../../db/client.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../../../../db/embedded.ts";
import { runMigrations } from "../../../../db/migrate.ts";
import { insertProperty, insertUser } from "../../../../test/fixtures.ts";
import { freePort } from "../../../../test/free-port.ts";
import { createPropertySearch } from "../property-search.service.ts";
import { SearchIndexFeed } from "./search-index-feed.ts";

const primaryDir = mkdtempSync(path.join(os.tmpdir(), "roost-primary-"));
const standbyDir = mkdtempSync(path.join(os.tmpdir(), "roost-standby-"));
let standby: EmbeddedPostgres;
let database: Database;

beforeAll(async () => {
  const primary = await startEmbeddedPostgres({ dataDir: primaryDir, port: await freePort() });
  const migrating = connectDatabase(primary.url, 2);
  await runMigrations(migrating);
  await insertProperty(migrating.db, await insertUser(migrating.db), {
    addressLine1: "1 Replica Row",
    area: "hulme",
  });
  await migrating.close();
  await primary.stop();
  cpSync(primaryDir, standbyDir, { recursive: true });
  rmSync(path.join(standbyDir, "pg-port"), { force: true });
  writeFileSync(path.join(standbyDir, "pg", "standby.signal"), "");
  standby = await startEmbeddedPostgres({ dataDir: standbyDir, port: await freePort() });
  database = connectDatabase(standby.url, 2);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await standby?.stop();
  for (const dir of [primaryDir, standbyDir]) rmSync(dir, { recursive: true, force: true });
});

describe("the search index on a standby", () => {
  it("is a standby: the server is in recovery", async () => {
    const { rows } = await database.pool.query<{ standby: boolean }>("select pg_is_in_recovery() as standby");
    expect(rows[0]?.standby).toBe(true);
  });

  it("refuses to load there", async () => {
    await expect(new SearchIndexFeed(database.pool).current()).rejects.toThrow(/standby/);
  });

  it("leaves every search to SQL, which answers it", async () => {
    const search = createPropertySearch({ database, backend: "memory" });
    const page = await search.page(propertySearchQuery.parse({ area: "hulme" }));
    expect(page.total).toBe(1);
    expect(page.cardsJson.join()).toContain("1 Replica Row");
    expect(search.index?.counts.answered).toBe(0);
  });
});
