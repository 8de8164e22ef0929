// Test-only: `npm run admin -- …` against a test app's database and files, in-process (not a test
// file itself). The operator's commands are the admin CLI's own (admin-cli.ts).
import type { TestApp } from "../../test/test-app.ts";
import { runAdmin } from "./admin-cli.ts";

/** Runs one admin command, collecting what it prints. */
export async function admin(t: TestApp, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    db: t.db,
    now: () => t.clock.now(),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    storage: t.deps.storage,
    log: t.deps.log,
    publicUrl: t.deps.config.publicUrl,
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}
