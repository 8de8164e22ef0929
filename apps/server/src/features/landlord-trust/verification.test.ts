import type { VerificationQueue, VerificationState } from "@roost/shared/contracts/landlord-trust.ts";
import type { NotificationList } from "@roost/shared/contracts/notifications.ts";
import type { PropertyDetail, PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { landlordVerifications } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { insertProperty, type Person, person } from "../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../test/local-smtp.ts";
import { EXIT } from "../safety/admin-cli.ts";
import { admin as runAdminIn } from "../safety/admin-test-runner.ts";
import { VERIFICATION_RETENTION, verificationRetentionJob } from "./verification-retention-job.ts";

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const { t, smtp } = await testAppWithSmtp();
let operator: Person;
beforeAll(async () => {
  operator = await person(t, "operator");
});

const admin = (...argv: string[]) => runAdminIn(t, ...argv);

function ask(cookie: string, identity: Uint8Array = JPEG, proof: Uint8Array = PDF) {
  const form = new FormData();
  form.set("proof_kind", "council_tax_bill");
  form.set("identity", new File([identity], "passport.jpg", { type: "image/jpeg" }));
  form.set("proof", new File([proof], "bill.pdf", { type: "application/pdf" }));
  return t.request<VerificationState>("/api/me/verification", { cookie, body: form });
}
const stateOf = async (cookie: string) =>
  (await t.request<VerificationState>("/api/me/verification", { cookie })).body;
const queue = (cookie = operator.cookie) =>
  t.request<VerificationQueue>("/api/operator/verifications", { cookie });
const requestOf = async (userId: string) =>
  (await t.db.select().from(landlordVerifications).where(eq(landlordVerifications.userId, userId)))[0];
const flushMail = async () => {
  while ((await runDueJobs(t.deps)) > 0);
};

describe("asking to be verified", () => {
  it("stores the two documents privately and queues one request", async () => {
    const landlord = await person(t, "verify-me", "landlord");
    expect(await stateOf(landlord.cookie)).toMatchObject({ status: "none", eligible: true });
    const asked = await ask(landlord.cookie);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: "pending", eligible: true, reason: null });
    expect((await ask(landlord.cookie)).body).toMatchObject({ error: { code: "verification_pending" } });

    const row = await requestOf(landlord.id);
    expect(row?.identityDocument?.contentType).toBe("image/jpeg");
    expect(row?.proofDocument?.contentType).toBe("application/pdf");
    const key = row?.identityDocument?.key ?? "";
    expect(await t.deps.privateStorage.get(key)).toEqual(JPEG);
    // Not a public file: not in the public storage, not under /files.
    expect(await t.deps.storage.get(key)).toBeNull();
    expect((await t.request(`/files/${key}`)).status).toBe(404);
  });

  it("is for landlords and property finders, with a JPEG, PNG or PDF each", async () => {
    const student = await person(t, "verify-student");
    expect((await ask(student.cookie)).status).toBe(403);
    expect(await stateOf(student.cookie)).toMatchObject({ status: "none", eligible: false });

    const landlord = await person(t, "verify-bad", "landlord");
    const notADocument = await ask(landlord.cookie, new TextEncoder().encode("<html><script>"));
    expect(notADocument.status).toBe(400);
    expect(notADocument.body).toMatchObject({ error: { code: "unsupported_document", field: "identity" } });
    expect(await requestOf(landlord.id)).toBeUndefined();
  });
});

describe("an operator's review", () => {
  it("is open to operators only, who see the documents and approve: the landlord earns the badge", async () => {
    const landlord = await person(t, "verify-approve", "landlord");
    const home = await insertProperty(t.db, landlord.id);
    await ask(landlord.cookie);
    const { id } = (await requestOf(landlord.id)) ?? { id: "" };

    expect((await queue()).status).toBe(404);
    expect((await admin("grant-operator", operator.email)).code).toBe(EXIT.ok);
    const pending = (await queue()).body.requests.find((r) => r.id === id);
    expect(pending).toMatchObject({ user_id: landlord.id, proof_kind: "council_tax_bill", listings: 1 });

    const identity = await t.request(pending?.identity_url ?? "", { cookie: operator.cookie });
    expect(identity.status).toBe(200);
    expect(identity.headers.get("cache-control")).toBe("private, no-store");
    expect(identity.headers.get("content-type")).toBe("image/jpeg");
    const proof = await t.request(pending?.proof_url ?? "", { cookie: operator.cookie });
    expect(proof.headers.get("content-disposition")).toBe('attachment; filename="proof.pdf"');
    expect((await t.request(pending?.identity_url ?? "", { cookie: landlord.cookie })).status).toBe(404);

    const trust = async () =>
      (await t.request<PropertyDetail>(`/api/properties/${home.id}`)).body.owner.trust;
    const verifiedOnly = async () =>
      (await t.request<PropertySearchResult>("/api/properties?verified_only=true&limit=48")).body.items;
    expect((await trust()).verified).toBe(false);
    expect((await verifiedOnly()).map((p) => p.id)).not.toContain(home.id);
    const before = smtp.received.length;
    expect(
      (await t.request(`/api/operator/verifications/${id}/approve`, { cookie: operator.cookie, body: {} }))
        .status,
    ).toBe(200);
    expect((await trust()).verified).toBe(true);
    // Search knows at once: the card is marked and "Verified landlords only" finds the listing.
    expect((await verifiedOnly()).find((p) => p.id === home.id)?.landlord_verified).toBe(true);
    expect(await stateOf(landlord.cookie)).toMatchObject({ status: "approved" });
    expect(
      (await t.request(`/api/operator/verifications/${id}/approve`, { cookie: operator.cookie, body: {} }))
        .status,
    ).toBe(409);

    await flushMail();
    const mails = smtp.received.slice(before).map((m) => unfoldMail(m.raw));
    expect(mails.some((m) => m.includes("Subject: You're verified on Roost"))).toBe(true);
    const notes = (await t.request<NotificationList>("/api/notifications", { cookie: landlord.cookie })).body;
    expect(notes.notifications.map((n) => n.title)).toEqual([
      "You're verified on Roost",
      "We've received your verification request",
    ]);
  });

  it("rejects with a reason the landlord is told, and they may ask again", async () => {
    const landlord = await person(t, "verify-reject", "landlord");
    await ask(landlord.cookie);
    const { id } = (await requestOf(landlord.id)) ?? { id: "" };
    expect((await admin("grant-operator", operator.id)).code).toBe(EXIT.ok);
    const rejected = await t.request(`/api/operator/verifications/${id}/reject`, {
      cookie: operator.cookie,
      body: { reason: "The bill is for another address." },
    });
    expect(rejected.status).toBe(200);
    expect(await stateOf(landlord.cookie)).toMatchObject({
      status: "rejected",
      reason: "The bill is for another address.",
    });
    const before = smtp.received.length;
    await flushMail();
    const mail = smtp.received
      .slice(before)
      .map((m) => unfoldMail(m.raw))
      .join("\n");
    expect(mail).toContain("Our reason: The bill is for another address.");
    expect((await ask(landlord.cookie)).status).toBe(201);
  });
});

describe("npm run admin", () => {
  it("lists, approves and rejects requests, and grants and takes away the operator role", async () => {
    const first = await person(t, "cli-first", "landlord");
    const second = await person(t, "cli-second", "property_finder");
    await ask(first.cookie);
    await ask(second.cookie);
    const firstId = (await requestOf(first.id))?.id ?? "";
    const secondId = (await requestOf(second.id))?.id ?? "";

    const listed = await admin("verifications");
    expect(listed.out).toContain(`Verification ${firstId}`);
    expect(listed.out).toContain(`${first.id} (${first.name} <${first.email}>, landlord, 0 listing(s))`);
    expect(listed.out).toContain("Council tax bill for a home you let");

    expect((await admin("approve", firstId)).code).toBe(EXIT.ok);
    expect(await stateOf(first.cookie)).toMatchObject({ status: "approved" });
    expect((await admin("reject", secondId)).code).toBe(EXIT.usage);
    const rejected = await admin("reject", secondId, "Blurred photo");
    expect(rejected.code).toBe(EXIT.ok);
    expect(await stateOf(second.cookie)).toMatchObject({ status: "rejected", reason: "Blurred photo" });
    const again = await admin("approve", firstId);
    expect([again.code, again.err]).toEqual([EXIT.failed, "This request was already approved."]);
    expect((await admin("approve", "not-an-id")).code).toBe(EXIT.failed);

    const reviewer = await person(t, "cli-reviewer");
    expect((await admin("grant-operator", reviewer.email)).code).toBe(EXIT.ok);
    expect((await queue(reviewer.cookie)).status).toBe(200);
    expect((await admin("revoke-operator", reviewer.email)).code).toBe(EXIT.ok);
    expect((await queue(reviewer.cookie)).status).toBe(404);
    expect((await admin("grant-operator", "nobody@example.com")).code).toBe(EXIT.failed);
  });
});

describe("the documents", () => {
  it("are deleted 30 days after the decision; the decision and its date are kept", async () => {
    const landlord = await person(t, "verify-keep", "landlord");
    await ask(landlord.cookie);
    const { id } = (await requestOf(landlord.id)) ?? { id: "" };
    await admin("approve", id);
    const keys = [
      (await requestOf(landlord.id))?.identityDocument?.key,
      (await requestOf(landlord.id))?.proofDocument?.key,
    ];
    const retain = () =>
      verificationRetentionJob({
        deps: t.deps,
        payload: {},
        job: { id: 0, name: VERIFICATION_RETENTION, attempt: 1 },
        now: t.clock.now(),
      });

    t.clock.advance?.(29 * DAY_MS);
    await retain();
    expect(await t.deps.privateStorage.get(keys[0] ?? "")).not.toBeNull();

    t.clock.advance?.(DAY_MS);
    await retain();
    for (const key of keys) expect(await t.deps.privateStorage.get(key ?? "")).toBeNull();
    const row = await requestOf(landlord.id);
    expect(row).toMatchObject({ status: "approved", identityDocument: null, proofDocument: null });
    expect(row?.decidedAt).not.toBeNull();
    expect(row?.documentsDeletedAt).not.toBeNull();
    expect((await admin("grant-operator", operator.email)).code).toBe(EXIT.ok);
    expect(
      (await t.request(`/api/operator/verifications/${id}/documents/identity`, { cookie: operator.cookie }))
        .status,
    ).toBe(404);
  });
});

describe("a deleted account", () => {
  it("takes its verification request and documents with it", async () => {
    const landlord = await person(t, "verify-leaving", "landlord");
    await ask(landlord.cookie);
    const row = await requestOf(landlord.id);
    const keys = [row?.identityDocument?.key ?? "", row?.proofDocument?.key ?? ""];
    expect(await t.deps.privateStorage.get(keys[0] ?? "")).not.toBeNull();
    const deleted = await t.request("/api/me/delete", {
      cookie: landlord.cookie,
      body: { confirm: "DELETE" },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await requestOf(landlord.id)).toBeUndefined();
    for (const key of keys) expect(await t.deps.privateStorage.get(key)).toBeNull();
  });
});
