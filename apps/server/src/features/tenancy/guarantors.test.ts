import { createHash } from "node:crypto";
import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import type { GuaranteeView } from "@roost/shared/contracts/tenancy-guarantors.ts";
import { ACCOUNT_DELETE_CONFIRMATION } from "@roost/shared/domain/account.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { GUARANTOR_LINK_DAYS, guarantorSignatureStatement } from "@roost/shared/domain/tenancy-guarantors.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withoutLinkSecrets } from "../../app.ts";
import { mailOutbox, tenancyGuarantors } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { ok, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";
import {
  pageTexts,
  pdfJsAttachments,
  qpdfCheck,
  SKIP_QPDF,
  sampleAgreement,
} from "./pdf/__fixtures__/sample-pdfs.ts";
import { tenancyKit } from "./tenancy-test-kit.ts";

// Decision 062: a tenant names a guarantor, who gets a signed link by email, reads the agreement
// without an account and signs it as guarantor; the tenancy is signed once they have, and their
// signature is on the certificate. The link is theirs alone, for its tenancy, for 7 days, once.

const t = useTestApp();
const { confirmedDeal, start, read, upload, send, sign, downloaded } = tenancyKit(t);

const GUARANTOR_NAME = "Gail Guarantor";
/** A guarantor of their own for each test, so each reads only its own emails. */
const guarantor = (prefix: string) => ({ name: GUARANTOR_NAME, email: `${prefix}.guarantor@example.org` });
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A confirmed deal's joint tenancy with its agreement uploaded, not yet sent. */
async function uploadedTenancy(prefix: string) {
  const s = await confirmedDeal(prefix);
  const { id } = ok(await start(s.landlord, s.conversationId)).body;
  ok(await upload(s.landlord, id, await sampleAgreement(2)));
  return { ...s, id };
}

const nameGuarantor = (who: { cookie: string }, id: string, body: { name: string; email: string }) =>
  t.request(`/api/tenancies/${id}/guarantor`, { method: "PUT", cookie: who.cookie, body });

/** The links emailed to `email` so far, newest last, as paths on the site. */
async function emailedLinks(email: string): Promise<string[]> {
  await runDueJobs(t.deps);
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, "guarantor"))
    .orderBy(mailOutbox.createdAt);
  return mails
    .filter((m) => m.to.includes(email) && m.subject.includes("guarantor"))
    .map((m) => new URL(/https?:\/\/\S+\/guarantee\/\S+/.exec(m.text)?.[0] ?? "http://x/").pathname);
}

const api = (link: string) => link.replace(/^\/guarantee\//, "/api/guarantees/");
const open = (link: string) => t.request<GuaranteeView>(api(link));
const signAsGuarantor = (link: string, sha: string, name = GUARANTOR_NAME) =>
  t.request<GuaranteeView>(`${api(link)}/sign`, {
    body: { signed_name: name, statement_accepted: true, sha256: sha },
    headers: { "user-agent": "Guarantor's browser/1.0" },
  });

describe("the request log", () => {
  it("keeps a guarantor link's tenancy, never its token", () => {
    expect(withoutLinkSecrets("/api/guarantees/4f1c/eyJnIjoiIn0.c2ln/document")).toBe(
      "/api/guarantees/4f1c/[token]/document",
    );
    expect(withoutLinkSecrets("/api/tenancies/4f1c/guarantor")).toBe("/api/tenancies/4f1c/guarantor");
  });
});

describe("naming a guarantor", () => {
  it("is a tenant's own, for someone outside the tenancy; the link goes out with the agreement", async () => {
    const s = await uploadedTenancy("name");
    const GAIL = guarantor("name");
    const byLandlord = await nameGuarantor(s.landlord, s.id, GAIL);
    expect([byLandlord.status, (byLandlord.body as ApiErrorBody).error.code]).toEqual([
      403,
      "tenancy_not_tenant",
    ]);
    const outsider = await person(t, "name-outsider");
    expect((await nameGuarantor(outsider, s.id, GAIL)).status).toBe(404);
    const aParty = await nameGuarantor(s.member, s.id, { name: "Lee", email: s.leader.email.toUpperCase() });
    expect([aParty.status, (aParty.body as ApiErrorBody).error.message]).toEqual([
      422,
      "Check your guarantor's details — A guarantor is someone outside this tenancy: enter another person's email",
    ]);
    expect((await nameGuarantor(s.member, s.id, { name: "", email: "not-an-email" })).status).toBe(400);

    ok(await nameGuarantor(s.member, s.id, GAIL));
    // The tenant sees their own guarantor, the landlord everyone's, the other tenant nobody's.
    expect(ok(await read(s.member, s.id)).body.guarantors).toMatchObject([
      { tenant: { user_id: s.member.id }, name: GAIL.name, status: "waiting_for_agreement", signed_at: null },
    ]);
    expect(ok(await read(s.landlord, s.id)).body.guarantors).toHaveLength(1);
    expect(ok(await read(s.leader, s.id)).body.guarantors).toEqual([]);
    // Nothing to sign yet: no email until the agreement goes out.
    expect(await emailedLinks(GAIL.email)).toEqual([]);
    ok(await send(s.landlord, s.id));
    const [link] = await emailedLinks(GAIL.email);
    expect(link).toMatch(new RegExp(`^/guarantee/${s.id}/`));
    expect(ok(await read(s.member, s.id)).body.guarantors[0]?.status).toBe("invited");
  });
});

describe("changing a guarantor after anyone has signed", () => {
  it("voids every signature, replacing or removing alike; sending the same one a new link does not", async () => {
    const s = await uploadedTenancy("swap");
    const GAIL = guarantor("swap");
    ok(await nameGuarantor(s.member, s.id, GAIL));
    ok(await send(s.landlord, s.id));
    ok(await sign(s.landlord, s.id));
    // The same guarantor, a fresh link: the landlord's signature stands.
    ok(await nameGuarantor(s.member, s.id, GAIL));
    expect(ok(await read(s.landlord, s.id)).body.agreements[0]?.signatures).toHaveLength(1);
    // Someone else: the landlord signed with another guarantor named.
    const swapped = ok(
      await nameGuarantor(s.member, s.id, { ...GAIL, email: "someone.else@example.org" }),
    ).body;
    expect(swapped).toMatchObject({ state: "terms_drafted", agreements: [{ signatures: [] }] });
    ok(await send(s.landlord, s.id));
    ok(await sign(s.leader, s.id));
    const removed = await t.request<TenancyView>(`/api/tenancies/${s.id}/guarantor`, {
      method: "DELETE",
      cookie: s.member.cookie,
    });
    expect(ok(removed).body).toMatchObject({ state: "terms_drafted", guarantors: [] });
  });
});

describe("deleting the tenant's account", () => {
  it("removes the details of a guarantor who had not signed, and their link with them", async () => {
    const s = await uploadedTenancy("erase");
    const GAIL = guarantor("erase");
    ok(await nameGuarantor(s.member, s.id, GAIL));
    ok(await send(s.landlord, s.id));
    const [link = ""] = await emailedLinks(GAIL.email);
    ok(
      await t.request("/api/me/delete", {
        cookie: s.member.cookie,
        body: { confirm: ACCOUNT_DELETE_CONFIRMATION },
      }),
    );
    expect(await t.db.select().from(tenancyGuarantors).where(eq(tenancyGuarantors.tenancyId, s.id))).toEqual(
      [],
    );
    expect((await open(link)).status).toBe(404);
  });
});

describe("the guarantor's link", () => {
  it("opens the agreement and the guarantee only; the tenancy waits for the guarantor's signature", async () => {
    const s = await uploadedTenancy("link");
    const GAIL = guarantor("link");
    ok(await nameGuarantor(s.member, s.id, GAIL));
    ok(await send(s.landlord, s.id));
    const [link = ""] = await emailedLinks(GAIL.email);

    const view = ok(await open(link)).body;
    expect(view).toMatchObject({
      guarantor_name: GAIL.name,
      tenant_name: s.member.name,
      address: expect.stringContaining("7 Ladybarn Lane"),
      tenancy_state: "out_for_signature",
      statement: guarantorSignatureStatement(s.member.name),
      signed_at: null,
    });
    // Nothing else of the group: no other tenant, no money, no Right to Rent, no chat.
    expect(Object.keys(view).sort()).toEqual(
      [
        "address",
        "agreement",
        "guarantor_name",
        "landlord_name",
        "link_expires_at",
        "signed_at",
        "statement",
        "tenancy_state",
        "tenant_name",
      ].sort(),
    );
    // Without an account: the link is the guarantor's only key.
    const toSign = await t.app.request(view.agreement?.document_url ?? "");
    expect([toSign.status, toSign.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(sha256(new Uint8Array(await toSign.arrayBuffer()))).toBe(view.agreement?.document_sha256);

    for (const who of [s.landlord, s.leader, s.member]) ok(await sign(who, s.id));
    // Every party has signed, but the guarantor the member named has not: not signed yet.
    const waiting = ok(await read(s.landlord, s.id)).body;
    expect(waiting.state).toBe("out_for_signature");
    expect(waiting.next_step).toBe(`Tenancy out for signature: waiting for ${s.member.name}'s guarantor`);

    const changed = await signAsGuarantor(link, "0".repeat(64));
    expect((changed.body as unknown as ApiErrorBody).error.code).toBe("tenancy_document_changed");
    const signed = ok(await signAsGuarantor(link, view.agreement?.document_sha256 ?? "")).body;
    expect(signed.signed_at).not.toBeNull();
    // Used once: the same link cannot sign again.
    const again = await signAsGuarantor(link, view.agreement?.document_sha256 ?? "");
    expect([again.status, (again.body as unknown as ApiErrorBody).error.code]).toEqual([
      409,
      "guarantor_link_used",
    ]);

    const done = ok(await read(s.member, s.id)).body;
    expect(done.state).toBe("signed");
    expect(done.guarantors[0]?.status).toBe("signed");
    const pdf = await downloaded(s.member, done.agreements[0]?.document_url ?? "");
    // The certificate's pages come last: here two, for four signatures.
    const certificate = (await pageTexts(pdf.bytes)).slice(-2).join(" ").replace(/\s+/g, " ");
    expect(certificate).toContain(`Guarantor for ${s.member.name}: ${GAIL.name}`);
    expect(certificate).toContain(GAIL.email);
    expect(certificate).toContain("Guarantor's browser/1.0");
    expect(certificate).toContain(guarantorSignatureStatement(s.member.name));
    const attached = (await pdfJsAttachments(pdf.bytes))["signed-agreement.pdf"];
    expect(attached && sha256(attached.content)).toBe(view.agreement?.document_sha256);
    if (!SKIP_QPDF) expect(qpdfCheck(pdf.bytes).status).toBe(0);
    // The guarantor gets their copy, as every party does.
    await runDueJobs(t.deps);
    const copies = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "guarantor"));
    const copy = copies.find((m) => m.to.includes(GAIL.email) && m.attachments.length === 1);
    expect(copy?.attachments[0]?.filename).toBe("signed-tenancy-agreement.pdf");
  });

  it("is refused for another tenancy, when sent again since, or altered", async () => {
    const a = await uploadedTenancy("wrong-a");
    const GAIL = guarantor("wrong-a");
    const b = await uploadedTenancy("wrong-b");
    ok(await nameGuarantor(a.member, a.id, GAIL));
    ok(await send(a.landlord, a.id));
    const [link = ""] = await emailedLinks(GAIL.email);
    expect(ok(await open(link)).body.tenant_name).toBe(a.member.name);
    // The same token on another tenancy's address opens nothing.
    const other = link.replace(a.id, b.id);
    expect((await open(other)).status).toBe(404);
    expect((await t.request(`${api(other)}/document`)).status).toBe(404);
    expect((await open(`${link.slice(0, -3)}abc`)).status).toBe(404);
    // Sending the link again retires the one before.
    ok(await nameGuarantor(a.member, a.id, GAIL));
    const links = await emailedLinks(GAIL.email);
    expect(links).toHaveLength(2);
    expect((await open(link)).status).toBe(404);
    expect(ok(await open(links[1] ?? "")).body.guarantor_name).toBe(GAIL.name);
  });

  it("is voided with every signature when the terms change, and sent afresh with the agreement", async () => {
    const s = await uploadedTenancy("void");
    const GAIL = guarantor("void");
    ok(await nameGuarantor(s.leader, s.id, GAIL));
    ok(await send(s.landlord, s.id));
    const [link = ""] = await emailedLinks(GAIL.email);
    const sha = ok(await open(link)).body.agreement?.document_sha256 ?? "";
    ok(await signAsGuarantor(link, sha));
    const view = ok(await read(s.landlord, s.id)).body;
    ok(
      await t.request(`/api/tenancies/${s.id}/terms`, {
        method: "PUT",
        cookie: s.landlord.cookie,
        body: view.terms,
      }),
    );
    expect(ok(await read(s.leader, s.id)).body.guarantors[0]).toMatchObject({
      status: "waiting_for_agreement",
      signed_at: null,
    });
    const early = await signAsGuarantor(link, sha);
    expect((early.body as unknown as ApiErrorBody).error.code).toBe("guarantor_not_ready");
    ok(await send(s.landlord, s.id));
    const links = await emailedLinks(GAIL.email);
    expect(links).toHaveLength(2);
    expect(ok(await open(links[1] ?? "")).body.signed_at).toBeNull();
  });

  it("opens the agreement the tenant signs now, and nothing once the let is called off", async () => {
    const s = await uploadedTenancy("slot");
    const GAIL = guarantor("slot");
    // The joint agreement uploaded first is dropped when the terms turn to individual tenancies.
    const view = ok(await read(s.landlord, s.id)).body;
    const individual = { ...view.terms, tenancy_type: "individual" as const, rents: [950, 950] };
    ok(
      await t.request(`/api/tenancies/${s.id}/terms`, {
        method: "PUT",
        cookie: s.landlord.cookie,
        body: individual,
      }),
    );
    ok(await upload(s.landlord, s.id, await sampleAgreement(1), s.leader.id));
    ok(await upload(s.landlord, s.id, await sampleAgreement(3), s.member.id));
    expect(
      ok(await read(s.landlord, s.id))
        .body.agreements.map((a) => a.page_count)
        .sort(),
    ).toEqual([1, 3]);
    ok(await nameGuarantor(s.member, s.id, GAIL));
    ok(await send(s.landlord, s.id));
    const [link = ""] = await emailedLinks(GAIL.email);
    expect(ok(await open(link)).body.agreement?.page_count).toBe(3);
    ok(await t.request(`/api/tenancies/${s.id}/withdraw`, { cookie: s.leader.cookie, body: {} }));
    expect(ok(await open(link)).body).toMatchObject({ tenancy_state: "withdrawn", agreement: null });
    expect((await t.request(`${api(link)}/document`)).status).toBe(404);
  });

  it("expires after 7 days: the guarantor is told to ask for a new one", async () => {
    const s = await uploadedTenancy("expiry");
    const GAIL = guarantor("expiry");
    ok(await nameGuarantor(s.member, s.id, GAIL));
    ok(await send(s.landlord, s.id));
    const [link = ""] = await emailedLinks(GAIL.email);
    t.clock.advance?.(GUARANTOR_LINK_DAYS * DAY_MS + 60_000);
    const expired = await open(link);
    expect([expired.status, (expired.body as unknown as ApiErrorBody).error.message]).toEqual([
      410,
      `This link has expired — Ask ${s.member.name} to send you a new one from their tenancy page.`,
    ]);
    expect((await signAsGuarantor(link, "0".repeat(64))).status).toBe(410);
    // The tenant sends a fresh one.
    ok(await nameGuarantor(s.member, s.id, GAIL));
    const links = await emailedLinks(GAIL.email);
    expect(ok(await open(links.at(-1) ?? "")).body.guarantor_name).toBe(GAIL.name);
  });
});
