import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { runMigrations } from "../db/migrate.ts";

export const TEMPLATE_DB = "roost_test_template";

/**
 * One real PostgreSQL for the whole API test run (TEST_DATABASE_URL, or an embedded one in a temp
 * directory), with a migrated template database; every test file clones the template (fast) and so
 * gets a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  let dataDir: string | null = null;
  let stop = async () => {};
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-test-pg-"));
    const port = 55000 + Math.floor(Math.random() * 5000);
    const pg = await startEmbeddedPostgres({ dataDir, port });
    adminUrl = pg.url;
    stop = pg.stop;
  }
  const admin = connectDatabase(adminUrl, 2);
  await admin.pool.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.pool.query(`create database ${TEMPLATE_DB}`);
  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE_DB), 2);
  await runMigrations(template);
  await template.close();
  await admin.close();

  project.provide("pgAdminUrl", adminUrl);
  return async () => {
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
