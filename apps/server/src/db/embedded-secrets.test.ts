import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startEmbeddedPostgres } from "./embedded.ts";

// Every file the embedded database start writes, with its mode right after writing: the
// password files must never be readable by other users, not even for the moment initdb runs.
const written = vi.hoisted(() => [] as { file: string; mode: number }[]);
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const writeFileSync = ((file: string, data: string, options?: object) => {
    fs.writeFileSync(file, data, options as never);
    written.push({ file: String(file), mode: fs.statSync(file).mode & 0o777 });
  }) as typeof fs.writeFileSync;
  return { ...fs, default: { ...fs, writeFileSync }, writeFileSync };
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-embedded-secrets-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("embedded PostgreSQL secrets", () => {
  it("writes the password files with mode 0600, the one for initdb included", async () => {
    const pg = await startEmbeddedPostgres({ dataDir, port: 56900 + Math.floor(Math.random() * 90) });
    await pg.stop();
    const forInitdb = written.filter((w) => !w.file.startsWith(dataDir));
    expect(forInitdb).toHaveLength(1);
    expect(written.map((w) => path.basename(w.file))).toContain("pg-password");
    for (const w of written) expect(w.mode.toString(8), w.file).toBe("600");
  });
});
