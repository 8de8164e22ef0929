// The search index when the database underneath becomes another history (decision 047): a restore
// from a backup (or a failover that lost commits) keeps the system identifier and the timeline,
// but transaction ids start again from the backup's, below the index's snapshot. New writes would
// then look committed before that snapshot and be skipped for good, even once as many writes have
// followed as the lost ones (the same ids again). A restore needs a restart: a catch-up answered
// by a server started since the index's snapshot (or whose snapshot went backwards) drops the
// index, which is read again in the background while SQL answers the searches.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { propertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { afterAll, describe, expect, it } from "vitest";
import { createBackup, restoreBackup } from "../../../../db/backup.ts";
import { connectDatabase } from "../../../../db/client.ts";
import { startEmbeddedPostgres } from "../../../../db/embedded.ts";
import { runMigrations } from "../../../../db/migrate.ts";
import { insertProperty, insertUser } from "../../../../test/fixtures.ts";
import { freePort } from "../../../../test/free-port.ts";
import { searchParams } from "../sql/search-statement.ts";
import { indexSearchOf } from "./search-from-index.ts";
import { SearchIndexFeed } from "./search-index-feed.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "roost-index-restore-"));
// PostgreSQL runs as the postgres user when the tests run as root: it must pass through this directory.
chmodSync(root, 0o711);
const dataDir = path.join(root, "data");
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the search index after a restore", () => {
  it("reads the restored database again instead of skipping its new writes", async () => {
    const port = await freePort();
    let server = await startEmbeddedPostgres({ dataDir, port });
    const database = connectDatabase(server.url, 2);
    const feed = new SearchIndexFeed(database.pool);
    const addresses = async () => {
      const index = await feed.current();
      const query = propertySearchQuery.parse({ area: "ancoats" });
      const params = searchParams(query, null);
      const search = params && indexSearchOf(query, params, null);
      if (!search) throw new Error("a search the index holds");
      return index?.search(search).rows.map((listing) => JSON.parse(listing.cardJson).address_line_1) ?? null;
    };
    try {
      await runMigrations(database);
      const owner = await insertUser(database.db);
      const listing = (addressLine1: string) =>
        insertProperty(database.db, owner, { addressLine1, area: "ancoats" });
      await listing("1 Backed Up Street");
      const backup = await createBackup({ dataDir, port });
      await listing("2 Lost Street");
      expect((await addresses())?.sort()).toEqual(["1 Backed Up Street", "2 Lost Street"]);

      await server.stop();
      await restoreBackup({ dataDir, file: backup });
      server = await startEmbeddedPostgres({ dataDir, port });
      // A connection the pool kept from before the restart fails once; the pool then connects anew.
      await database.pool.query("select 1").catch(() => {});
      await listing("3 After Restore Street");

      // The catch-up that sees the older history answers nothing from the index; SQL answers.
      expect(await addresses()).toBeNull();
      await expect.poll(addresses).toEqual(["3 After Restore Street", "1 Backed Up Street"]);
    } finally {
      await database.close();
      await server.stop();
    }
  }, 120_000);
});
