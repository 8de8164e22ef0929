import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { embeddedDatabaseUrl, startEmbeddedPostgres } from "./embedded.ts";
import { DEFAULT_EMBEDDED_PG_PORT, rememberedPort } from "./embedded-port.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-embedded-test-"));
const port = 56500 + Math.floor(Math.random() * 400);
const checkouts = [1, 2].map((n) => mkdtempSync(path.join(os.tmpdir(), `roost-embedded-checkout-${n}-`)));
afterAll(() => {
  for (const dir of [dataDir, ...checkouts]) rmSync(dir, { recursive: true, force: true });
});

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

  it("gives a second data directory started while the first runs another port, and keeps it for that directory", async () => {
    const [firstDir, secondDir] = checkouts as [string, string];
    // Neither sets EMBEDDED_PG_PORT, as in two fresh checkouts.
    const first = await startEmbeddedPostgres({ dataDir: firstDir });
    try {
      const lines: string[] = [];
      const second = await startEmbeddedPostgres({ dataDir: secondDir, log: (l) => lines.push(l) });
      const secondPort = second.port;
      try {
        expect(secondPort).not.toBe(first.port);
        // The default is held (by the first, or by whatever had it before the first started).
        expect(lines.join("\n")).toContain(`Port ${DEFAULT_EMBEDDED_PG_PORT} is in use`);
        expect(await query(second.url, "select 1 as up")).toEqual([{ up: 1 }]);
      } finally {
        await second.stop();
      }
      expect(rememberedPort(secondDir)).toBe(secondPort);

      // The next start of that directory takes the same port; operator commands (npm run admin,
      // jobs, backup) find the running database there.
      const again = await startEmbeddedPostgres({ dataDir: secondDir });
      try {
        expect(again.port).toBe(secondPort);
        const config = loadConfig({ DATA_DIR: secondDir });
        expect(config.embeddedPgPort).toBeNull();
        const commandUrl = embeddedDatabaseUrl(config.dataDir, config.embeddedPgPort);
        expect(commandUrl).toBe(again.url);
        expect(await query(commandUrl ?? "", "select 1 as up")).toEqual([{ up: 1 }]);
      } finally {
        await again.stop();
      }

      // EMBEDDED_PG_PORT still wins, and does not replace the port the directory keeps.
      const config = loadConfig({ DATA_DIR: secondDir, EMBEDDED_PG_PORT: String(port + 2) });
      expect(config.embeddedPgPort).toBe(port + 2);
      const pinned = await startEmbeddedPostgres({ dataDir: secondDir, port: config.embeddedPgPort });
      try {
        expect(pinned.port).toBe(port + 2);
        expect(embeddedDatabaseUrl(config.dataDir, config.embeddedPgPort)).toBe(pinned.url);
      } finally {
        await pinned.stop();
      }
      expect(rememberedPort(secondDir)).toBe(secondPort);
    } finally {
      await first.stop();
    }
  });

  it("names EMBEDDED_PG_PORT when the port it sets is taken", async () => {
    const holder = await startEmbeddedPostgres({ dataDir: checkouts[0] as string });
    try {
      await expect(
        startEmbeddedPostgres({ dataDir: checkouts[1] as string, port: holder.port }),
      ).rejects.toThrow(`EMBEDDED_PG_PORT=${holder.port} is in use`);
    } finally {
      await holder.stop();
    }
  });
});
