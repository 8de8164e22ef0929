import type { Report } from "@roost/shared/contracts/safety.ts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, mailOutbox, reports } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { insertProperty, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, createTestApp, useTestApp } from "../../test/test-app.ts";
import { REPORT_EMAIL, reportEmailJob } from "./report-email.ts";

const t = useTestApp({ REPORTS_EMAIL: "safety@roost.example" });

const reportMails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "report"));

describe("report this listing", () => {
  it("stores one report per reporter and listing; a repeat is 409 with a clear message", async () => {
    const landlord = await person(t, "report", "landlord");
    const reporter = await person(t, "report");
    const listing = await insertProperty(t.db, landlord.id);
    const body = { reason: "scam", details: "  Asked for a deposit by bank transfer before any viewing.  " };
    expect((await t.request(`/api/properties/${listing.id}/report`, { body })).status).toBe(401);

    const first = await t.request<Report>(`/api/properties/${listing.id}/report`, {
      cookie: reporter.cookie,
      body,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      target: "listing",
      property_id: listing.id,
      reported_user_id: null,
      reason: "scam",
      details: "Asked for a deposit by bank transfer before any viewing.",
      status: "open",
    });
    const again = await t.request<ApiErrorBody>(`/api/properties/${listing.id}/report`, {
      cookie: reporter.cookie,
      body: { reason: "other" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: "listing_already_reported",
      message: "You have already reported this listing",
    });
    const stored = await t.db.select().from(reports).where(eq(reports.propertyId, listing.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.reporterId).toBe(reporter.id);
  });

  it("refuses one's own listing (422) and a listing the reporter cannot see (404)", async () => {
    const landlord = await person(t, "report", "landlord");
    const own = await insertProperty(t.db, landlord.id);
    const res = await t.request<ApiErrorBody>(`/api/properties/${own.id}/report`, {
      cookie: landlord.cookie,
      body: { reason: "misleading" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "own_listing_report",
      message: "You can't report your own listing",
    });

    const draft = await insertProperty(t.db, landlord.id, { status: "draft" });
    const other = await person(t, "report");
    for (const id of [draft.id, "not-a-listing", "0b6f6a3e-6c1f-4d55-9a77-3f7d1c2b9e10"]) {
      const hidden = await t.request(`/api/properties/${id}/report`, {
        cookie: other.cookie,
        body: { reason: "scam" },
      });
      expect(hidden.status).toBe(404);
    }
  });

  it("accepts only a reason from the list and details up to 1000 characters", async () => {
    const landlord = await person(t, "report", "landlord");
    const listing = await insertProperty(t.db, landlord.id);
    const reporter = await person(t, "report");
    const report = (body: unknown) =>
      t.request<ApiErrorBody>(`/api/properties/${listing.id}/report`, { cookie: reporter.cookie, body });
    for (const body of [
      {},
      { reason: "harassment" },
      { reason: "scam", details: "x".repeat(1001) },
      { reason: 3 },
    ]) {
      const res = await report(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
    expect((await report({ reason: "unavailable", details: "x".repeat(1000) })).status).toBe(201);
  });
});

describe("report this user", () => {
  it("stores one report per reporter and user, never about oneself or an unknown user", async () => {
    const reporter = await person(t, "report");
    const target = await person(t, "report", "landlord");
    const first = await t.request(`/api/users/${target.id}/report`, {
      cookie: reporter.cookie,
      body: { reason: "impersonation", details: "" },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ target: "user", reported_user_id: target.id, details: null });
    const again = await t.request<ApiErrorBody>(`/api/users/${target.id}/report`, {
      cookie: reporter.cookie,
      body: { reason: "spam" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: "user_already_reported",
      message: "You have already reported this user",
    });

    const self = await t.request<ApiErrorBody>(`/api/users/${reporter.id}/report`, {
      cookie: reporter.cookie,
      body: { reason: "spam" },
    });
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe("self_report");
    const unknown = await t.request("/api/users/nobody/report", {
      cookie: reporter.cookie,
      body: { reason: "spam" },
    });
    expect(unknown.status).toBe(404);
    const wrongList = await t.request(`/api/users/${target.id}/report`, {
      cookie: (await person(t, "report")).cookie,
      body: { reason: "misleading" },
    });
    expect(wrongList.status).toBe(400);
  });
});

describe("the operators' email", () => {
  it("is a job enqueued with the report, never sent inline, delivered to REPORTS_EMAIL by the worker", async () => {
    const reporter = await person(t, "report");
    const target = await person(t, "report");
    const before = (await reportMails()).length;
    const res = await t.request<Report>(`/api/users/${target.id}/report`, {
      cookie: reporter.cookie,
      body: {
        reason: "harassment",
        details: "Keeps messaging me at night.\nBcc: evil@example.com\u001b[31m",
      },
    });
    expect(res.status).toBe(201);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, REPORT_EMAIL), eq(jobs.uniqueKey, `report-email:${res.body.id}`)));
    expect(job?.payload).toEqual({ reportId: res.body.id });
    expect(await reportMails()).toHaveLength(before);

    await runDueJobs(t.deps);
    const mail = (await reportMails()).find((m) => m.text.includes(res.body.id));
    expect(mail?.to).toEqual(["safety@roost.example"]);
    // It names both people, so deleting either account deletes the mail (decision 013).
    expect(mail?.personIds.sort()).toEqual([reporter.id, target.id].sort());
    expect(mail?.subject).toBe("Roost report: user — Harassment or abuse");
    expect(mail?.text).toContain(`npm run admin -- suspend-user ${target.id}`);
    expect(mail?.text).toContain("Keeps messaging me at night.\nBcc: evil@example.com[31m");
    expect(mail?.text).not.toContain("\u001b");
    expect(mail?.html).toContain("Keeps messaging me at night.");
  });

  it("links a listing report to the listing, and escapes what the reporter wrote in the HTML", async () => {
    const landlord = await person(t, "report", "landlord");
    const listing = await insertProperty(t.db, landlord.id);
    const res = await t.request<Report>(`/api/properties/${listing.id}/report`, {
      cookie: (await person(t, "report")).cookie,
      body: { reason: "offensive", details: "<script>alert(1)</script>" },
    });
    await runDueJobs(t.deps);
    const mail = (await reportMails()).find((m) => m.text.includes(res.body.id));
    expect(mail?.personIds).toContain(landlord.id);
    expect(mail?.text).toContain(`/property/${listing.id}`);
    expect(mail?.text).toContain(`npm run admin -- withdraw-listing ${listing.id}`);
    expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.html).not.toContain("<script>");
  });

  it("goes to reports@roost.local outside production without REPORTS_EMAIL, and only to the log without it in production", async () => {
    const plain = await createTestApp();
    try {
      expect(plain.deps.config.reportsEmail).toBe("reports@roost.local");
    } finally {
      await plain.close();
    }
    const reporter = await person(t, "report");
    const target = await person(t, "report");
    const res = await t.request<Report>(`/api/users/${target.id}/report`, {
      cookie: reporter.cookie,
      body: { reason: "spam" },
    });
    const warnings: unknown[] = [];
    const log = {
      ...t.deps.log,
      warn: (...args: unknown[]) => void warnings.push(args),
    } as typeof t.deps.log;
    await reportEmailJob({
      deps: { ...t.deps, log, config: { ...t.deps.config, reportsEmail: null } },
      payload: { reportId: res.body.id },
      job: { id: 0, name: REPORT_EMAIL, attempt: 1 },
      now: t.clock.now(),
    });
    expect(warnings).toHaveLength(1);
    expect((await reportMails()).some((m) => m.text.includes(res.body.id))).toBe(false);
  });
});
