import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-embedded-test-"));
const port = 56500 + Math.floor(Math.random() * 400);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const query = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
};

describe("embedded PostgreSQL", () => {
  it("creates a database, keeps its data across restarts and recovers from a stale postmaster.pid", async () => {
    const first = await startEmbeddedPostgres({ dataDir, port });
    await query(first.url, "create table kept (v text); insert into kept values ('still here')");
    await first.stop();

    // What a crash leaves behind: a pid file naming a process that no longer exists.
    writeFileSync(path.join(dataDir, "pg", "postmaster.pid"), `999999\n${dataDir}/pg\n`);
    const lines: string[] = [];
    const second = await startEmbeddedPostgres({ dataDir, port, log: (l) => lines.push(l) });
    try {
      expect(lines.join("\n")).toContain("stale postmaster.pid");
      expect(await query(second.url, "select v from kept")).toEqual([{ v: "still here" }]);
    } finally {
      await second.stop();
    }
  });

  it("refuses to share a data directory with a running server", async () => {
    const running = await startEmbeddedPostgres({ dataDir, port });
    try {
      await expect(startEmbeddedPostgres({ dataDir, port: port + 1 })).rejects.toThrow(/already running/);
    } finally {
      await running.stop();
    }
  });
});
