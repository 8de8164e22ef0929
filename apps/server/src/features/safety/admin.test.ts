import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Report } from "@roost/shared/contracts/safety.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, properties, reports, session } from "../../db/schema.ts";
import { insertProperty, ok, person } from "../../test/fixtures.ts";
import { TEST_ORIGIN, useTestApp } from "../../test/test-app.ts";
import { EXIT } from "./admin-cli.ts";
import { admin as runAdminIn } from "./admin-test-runner.ts";

const t = useTestApp();

const admin = (...argv: string[]) => runAdminIn(t, ...argv);

const reportUser = async (reporter: { cookie: string }, targetId: string, details?: string) => {
  const res = await t.request<Report>(`/api/users/${targetId}/report`, {
    cookie: reporter.cookie,
    body: { reason: "harassment", details },
  });
  return ok(res, 201).body.id;
};
const statusOf = async (reportId: string) =>
  (await t.db.select().from(reports).where(eq(reports.id, reportId)))[0];

describe("npm run admin -- reports", () => {
  it("lists the open reports with when, reporter, target, reason and details, and nothing closed", async () => {
    const reporter = await person(t, "admin");
    const target = await person(t, "admin", "landlord");
    const reportId = await reportUser(reporter, target.id, "Rude messages.\nThen threats.");
    const listing = await insertProperty(t.db, target.id);
    const listingReport = await t.request<Report>(`/api/properties/${listing.id}/report`, {
      cookie: reporter.cookie,
      body: { reason: "scam" },
    });

    const { code, out } = await admin("reports");
    expect(code).toBe(EXIT.ok);
    expect(out).toContain(`Report ${reportId}`);
    expect(out).toContain(`reporter: ${reporter.id} (${reporter.name} <${reporter.email}>)`);
    expect(out).toContain(`target:   user ${target.id} (${target.name} <${target.email}>)`);
    expect(out).toContain("reason:   Harassment or abuse");
    expect(out).toContain("    Rude messages.\n    Then threats.");
    expect(out).toContain(
      `target:   listing ${listing.id} (12 Mauldeth Road, Manchester, M14 6HR; owner ${target.id})`,
    );
    expect(out).toContain("reason:   Scam or fraud");

    expect((await admin("dismiss-report", listingReport.body.id)).code).toBe(EXIT.ok);
    expect((await statusOf(listingReport.body.id))?.status).toBe("dismissed");
    expect((await statusOf(listingReport.body.id))?.resolvedAt).not.toBeNull();
    expect((await admin("reports")).out).not.toContain(listingReport.body.id);
    const twice = await admin("dismiss-report", listingReport.body.id);
    expect(twice).toMatchObject({
      code: EXIT.failed,
      err: `Report ${listingReport.body.id} is already dismissed.`,
    });
  });
});

describe("npm run admin -- withdraw-listing", () => {
  it("sets the listing withdrawn and marks its open reports actioned", async () => {
    const landlord = await person(t, "admin", "landlord");
    const listing = await insertProperty(t.db, landlord.id);
    const reportId = (
      await t.request<Report>(`/api/properties/${listing.id}/report`, {
        cookie: (await person(t, "admin")).cookie,
        body: { reason: "unavailable" },
      })
    ).body.id;
    const { code, out } = await admin("withdraw-listing", listing.id);
    expect(code).toBe(EXIT.ok);
    expect(out).toBe(
      `Listing ${listing.id} (12 Mauldeth Road, Manchester) withdrawn; 1 photo(s) deleted, 1 open report(s) marked actioned.`,
    );
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row?.status).toBe("withdrawn");
    expect((await statusOf(reportId))?.status).toBe("actioned");
    // Off the market: no longer public.
    expect((await t.request(`/api/properties/${listing.id}`)).status).not.toBe(200);
  });
});

describe("npm run admin -- suspend-user", () => {
  it("suspends, ends every session (the old cookie is signed out) and marks reports actioned; unsuspend lifts it", async () => {
    const target = await person(t, "admin");
    const secondSession = await t.signIn(target.email);
    const reportId = await reportUser(await person(t, "admin"), target.id);
    expect((await t.request("/api/blocks", { cookie: target.cookie })).status).toBe(200);

    const { code, out } = await admin("suspend-user", target.id);
    expect(code).toBe(EXIT.ok);
    expect(out).toContain(`User ${target.id} (${target.name}) suspended`);
    expect(out).toContain("2 session(s) ended, 1 open report(s) marked actioned.");
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, target.id));
    expect(profile?.suspendedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(session).where(eq(session.userId, target.id))).toEqual([]);
    expect((await statusOf(reportId))?.status).toBe("actioned");
    for (const cookie of [target.cookie, secondSession]) {
      expect((await t.request("/api/blocks", { cookie })).status).toBe(401);
    }
    // Signing in again is refused outright while suspended, with a reason, and creates no session.
    await expect(t.signIn(target.email)).rejects.toThrow(/403.*suspended/);
    expect(await t.db.select().from(session).where(eq(session.userId, target.id))).toEqual([]);

    expect((await admin("unsuspend-user", target.id)).code).toBe(EXIT.ok);
    const cookie = await t.signIn(target.email);
    expect((await t.request("/api/blocks", { cookie })).status).toBe(200);
  });
});

describe("usage and failures", () => {
  it("exits 2 with the usage for a wrong command or arguments, 1 for an unknown id", async () => {
    for (const argv of [
      [],
      ["nuke"],
      ["suspend-user"],
      ["reports", "extra"],
      ["withdraw-listing", "a", "b"],
    ]) {
      const res = await admin(...argv);
      expect(res.code).toBe(EXIT.usage);
      expect(res.err).toContain("Usage: npm run admin -- <command> [id]");
    }
    expect((await admin("--help")).code).toBe(EXIT.ok);
    expect(await admin("suspend-user", "nobody")).toMatchObject({
      code: EXIT.failed,
      err: "No user with id nobody.",
    });
    expect(await admin("withdraw-listing", "0b6f6a3e-6c1f-4d55-9a77-3f7d1c2b9e10")).toMatchObject({
      code: EXIT.failed,
    });
    expect(await admin("withdraw-listing", "not-a-uuid")).toMatchObject({ code: EXIT.failed });
    expect(await admin("dismiss-report", "not-a-uuid")).toMatchObject({ code: EXIT.failed });
  });

  it("runs as `npm run admin` on the configured database, with the exit code of the command", async () => {
    const reportId = await reportUser(
      await person(t, "admin"),
      (await person(t, "admin")).id,
      "From the CLI test",
    );
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-admin-"));
    const run = (args: string[]) =>
      promisify(execFile)("npm", ["run", "--silent", "admin", "--", ...args], {
        cwd: path.resolve(import.meta.dirname, "../../../../.."),
        env: {
          ...process.env,
          NODE_ENV: "test",
          DATABASE_URL: t.deps.database.url,
          DATA_DIR: dataDir,
          PUBLIC_URL: TEST_ORIGIN,
          AUTH_SECRET: "test-secret-test-secret-test-secret-1234",
        },
      }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    try {
      const listed = await run(["reports"]);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain(`Report ${reportId}`);
      expect(listed.stdout).toContain("From the CLI test");
      const unknown = await run(["suspend-user", "nobody"]);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("No user with id nobody.");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
