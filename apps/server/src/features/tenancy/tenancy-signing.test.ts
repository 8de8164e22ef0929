import { createHash } from "node:crypto";
import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { ACCOUNT_DELETE_CONFIRMATION, DELETED_USER_NAME } from "@roost/shared/domain/account.ts";
import { SIGNATURE_STATEMENT } from "@roost/shared/domain/tenancy-signing.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, notifications, tenancySignatures } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { ok, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";
import {
  pageTexts,
  pdfJsAttachments,
  QPDF_INSTALLED,
  qpdfCheck,
  qpdfEncrypt,
  SKIP_QPDF,
  sampleAgreement,
} from "./pdf/__fixtures__/sample-pdfs.ts";
import { tenancyKit } from "./tenancy-test-kit.ts";

// Decision 062: the landlord uploads the written agreement and sends it to sign; every party signs
// the document fixed by its SHA-256 by typing their name; the last signature makes the signed PDF
// (summary, agreement, certificate, the signed document attached) and emails everyone their copy.

const t = useTestApp();
const { confirmedDeal, inDays, terms, start, read, upload, send, sign, downloaded } = tenancyKit(t);

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A confirmed deal's joint tenancy with its agreement uploaded. */
async function uploadedTenancy(prefix: string) {
  const s = await confirmedDeal(prefix);
  const { id } = ok(await start(s.landlord, s.conversationId)).body;
  ok(await upload(s.landlord, id, await sampleAgreement(2)));
  return { ...s, id };
}

describe("the agreement", () => {
  it("is uploaded by the landlord only, as a real PDF without a password", async () => {
    const s = await confirmedDeal("upload");
    const { id } = ok(await start(s.landlord, s.conversationId)).body;
    const notPdf = await upload(s.landlord, id, new TextEncoder().encode("Clause 1: rent is due"));
    expect(notPdf.status).toBe(422);
    expect((notPdf.body as unknown as ApiErrorBody).error.code).toBe("agreement_not_pdf");
    if (QPDF_INSTALLED || !SKIP_QPDF) {
      const locked = await upload(s.landlord, id, qpdfEncrypt(await sampleAgreement(1)));
      expect((locked.body as unknown as ApiErrorBody).error.message).toBe(
        "Remove the password and upload again",
      );
    }
    const byLeader = await upload(s.leader, id, await sampleAgreement(1));
    expect((byLeader.body as unknown as ApiErrorBody).error.code).toBe("tenancy_not_landlord");
    const outsider = await person(t, "upload-outsider");
    expect((await upload(outsider, id, await sampleAgreement(1))).status).toBe(404);
    // A joint tenancy has one agreement for everyone, not one per tenant.
    const perTenant = await upload(s.landlord, id, await sampleAgreement(1), s.member.id);
    expect((perTenant.body as unknown as ApiErrorBody).error.code).toBe("tenancy_agreement_not_needed");

    const uploaded = ok(await upload(s.landlord, id, await sampleAgreement(2))).body;
    expect(uploaded.agreements).toMatchObject([{ tenant: null, page_count: 2, document_sha256: null }]);
    expect(uploaded.missing_agreements).toEqual([]);
    // The group reads the draft too, before it goes out to sign.
    const draft = await downloaded(s.member, uploaded.agreements[0]?.document_url ?? "");
    expect([draft.status, draft.type]).toEqual([200, "application/pdf"]);
    expect((await downloaded(outsider, uploaded.agreements[0]?.document_url ?? "")).status).toBe(404);
  });

  it("must be uploaded before the tenancy goes out to sign; sending fixes the document by its hash", async () => {
    const s = await confirmedDeal("send");
    const { id } = ok(await start(s.landlord, s.conversationId)).body;
    const early = await send<ApiErrorBody>(s.landlord, id);
    expect([early.status, early.body.error.code]).toEqual([409, "tenancy_agreement_missing"]);
    ok(await upload(s.landlord, id, await sampleAgreement(2)));
    const byLeader = await send<ApiErrorBody>(s.leader, id);
    expect(byLeader.body.error.code).toBe("tenancy_not_landlord");

    // An assured tenancy: the landlord confirms the agreement holds the written statement of terms.
    const unconfirmed = await send<ApiErrorBody>(s.landlord, id, false);
    expect([unconfirmed.status, unconfirmed.body.error.code]).toEqual([422, "tenancy_statement_unconfirmed"]);
    const sent = ok(await send(s.landlord, id)).body;
    expect(sent.state).toBe("out_for_signature");
    expect(sent.written_statement_confirmed_at).not.toBeNull();
    expect(sent.next_step).toBe(
      `Tenancy out for signature: waiting for ${s.landlord.name}, ${s.leader.name} and ${s.member.name}`,
    );
    const [agreement] = ok(await read(s.member, id)).body.agreements;
    expect(agreement?.awaiting.map((p) => p.user_id)).toEqual([s.landlord.id, s.leader.id, s.member.id]);
    expect(agreement?.yours_to_sign).toBe(true);
    const document = await downloaded(s.member, agreement?.document_url ?? "");
    expect(sha256(document.bytes)).toBe(agreement?.document_sha256);
    // Roost's summary first, naming every party, then the landlord's pages.
    const pages = await pageTexts(document.bytes);
    expect(pages[0]).toContain("7 Ladybarn Lane");
    for (const party of [s.landlord, s.leader, s.member]) expect(pages[0]).toContain(party.email);
    expect(pages.at(-1)).toContain("Clause 2 of the agreement");
  });
  it("asks for the written statement only where the Renters' Rights Act does: not of a lodger's let", async () => {
    const s = await confirmedDeal("lodger-send");
    const lodger = terms({ let_kind: "lodger", end_date: inDays(300), deposit_scheme: null });
    const { id } = ok(await start(s.landlord, s.conversationId, lodger)).body;
    ok(await upload(s.landlord, id, await sampleAgreement(1)));
    const sent = ok(await send(s.landlord, id, false)).body;
    expect([sent.state, sent.written_statement_confirmed_at]).toEqual(["out_for_signature", null]);
  });
});

describe("signing", () => {
  it("refuses a document changed since it was reviewed, a name that is no name, and a second signature", async () => {
    const s = await uploadedTenancy("refusals");
    const [agreement] = ok(await send(s.landlord, s.id)).body.agreements;
    const stale = await sign(s.leader, s.id, {
      documents: [{ agreement_id: agreement?.id ?? "", sha256: "0".repeat(64) }],
    });
    expect([stale.status, (stale.body as unknown as ApiErrorBody).error.code]).toEqual([
      409,
      "tenancy_document_changed",
    ]);
    const noName = await sign(s.leader, s.id, { name: "— ." });
    expect((noName.body as unknown as ApiErrorBody).error).toMatchObject({
      code: "tenancy_signed_name_refused",
      message: "Check your signature — Type your full name, as it appears on the agreement",
    });
    const unticked = await t.request<ApiErrorBody>(`/api/tenancies/${s.id}/sign`, {
      cookie: s.leader.cookie,
      body: { signed_name: s.leader.name, statement_accepted: false, documents: [] },
    });
    expect(unticked.status).toBe(400);
    ok(await sign(s.leader, s.id));
    const twice = await sign(s.leader, s.id);
    expect([twice.status, (twice.body as unknown as ApiErrorBody).error.code]).toEqual([
      409,
      "tenancy_already_signed",
    ]);
  });

  it("in any order, two at once both recorded; the last makes the signed PDF and emails everyone their copy", async () => {
    const s = await uploadedTenancy("complete");
    ok(await send(s.landlord, s.id));
    const afterLeader = ok(await sign(s.leader, s.id, { name: "Lee Leader-Smith" })).body;
    expect(afterLeader).toMatchObject({
      state: "out_for_signature",
      moves: ["name_guarantor", "record_payment", "withdraw"],
    });
    const [byMember, byLandlord] = await Promise.all([sign(s.member, s.id), sign(s.landlord, s.id)]);
    ok(byMember);
    ok(byLandlord);
    const signed = ok(await read(s.member, s.id)).body;
    expect(signed.state).toBe("signed");
    const [agreement] = signed.agreements;
    expect(agreement?.signatures.map((sig) => sig.user_id).sort()).toEqual(
      [s.landlord.id, s.leader.id, s.member.id].sort(),
    );
    expect(agreement?.signed_at).not.toBeNull();

    const pdf = await downloaded(s.leader, agreement?.document_url ?? "");
    expect(pdf.type).toBe("application/pdf");
    const pages = await pageTexts(pdf.bytes);
    const certificate = (pages.slice(-1)[0] ?? "").replace(/\s+/g, " ");
    for (const text of [
      "Lee Leader-Smith",
      s.member.name,
      s.landlord.name,
      s.leader.email,
      agreement?.document_sha256,
    ])
      expect(certificate).toContain(text);
    expect(certificate).toContain(SIGNATURE_STATEMENT);
    const attached = (await pdfJsAttachments(pdf.bytes))["signed-agreement.pdf"];
    expect(attached && sha256(attached.content)).toBe(agreement?.document_sha256);
    if (!SKIP_QPDF) expect(qpdfCheck(pdf.bytes).status).toBe(0);

    await runDueJobs(t.deps);
    await runDueJobs(t.deps);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "tenancy_signed"));
    const toParties = mails.filter((m) =>
      [s.landlord, s.leader, s.member].some((p) => m.to.includes(p.email)),
    );
    expect(toParties).toHaveLength(3);
    for (const mail of toParties) {
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ["signed-tenancy-agreement.pdf", "application/pdf"],
      ]);
      expect(Buffer.from(mail.attachments[0]?.content ?? "", "base64").equals(Buffer.from(pdf.bytes))).toBe(
        true,
      );
    }
  });

  it("is voided for everyone when the terms or the agreement change after anyone has signed", async () => {
    const s = await uploadedTenancy("void");
    ok(await send(s.landlord, s.id));
    ok(await sign(s.leader, s.id));
    const edited = ok(
      await t.request<TenancyView>(`/api/tenancies/${s.id}/terms`, {
        method: "PUT",
        cookie: s.landlord.cookie,
        body: terms({ rents: [1850], rent_in_advance: 1850 }),
      }),
    ).body;
    expect(edited.state).toBe("terms_drafted");
    expect(edited.agreements[0]).toMatchObject({ signatures: [], document_sha256: null });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, s.leader.id));
    expect(notes.map((n) => n.message).join("\n")).toContain("every signature given so far is void");

    // Sent again: a new document (the summary has the new rent), and replacing the agreement voids it too.
    const resent = ok(await send(s.landlord, s.id)).body;
    ok(await sign(s.member, s.id));
    const replaced = ok(await upload(s.landlord, s.id, await sampleAgreement(3))).body;
    expect(replaced).toMatchObject({ state: "terms_drafted" });
    expect(replaced.agreements[0]?.signatures).toEqual([]);
    expect(resent.agreements[0]?.document_sha256).not.toBe(edited.agreements[0]?.document_sha256);
  });
});

describe("individual tenancies", () => {
  it("have one agreement per tenant: each tenant reads and signs only their own, the landlord all", async () => {
    const s = await confirmedDeal("individual");
    const { id } = ok(
      await start(s.landlord, s.conversationId, terms({ tenancy_type: "individual", rents: [950, 950] })),
    ).body;
    ok(await upload(s.landlord, id, await sampleAgreement(1), s.leader.id));
    const missing = ok(await read(s.landlord, id)).body.missing_agreements;
    expect(missing).toEqual([{ user_id: s.member.id, name: s.member.name }]);
    ok(await upload(s.landlord, id, await sampleAgreement(2), s.member.id));
    const sent = ok(await send(s.landlord, id)).body;
    expect(sent.agreements).toHaveLength(2);
    const leaderView = ok(await read(s.leader, id)).body;
    expect(leaderView.agreements.map((a) => a.tenant?.user_id)).toEqual([s.leader.id]);
    const others = sent.agreements.find((a) => a.tenant?.user_id === s.member.id);
    expect((await downloaded(s.leader, others?.document_url ?? "")).status).toBe(404);
    // The member's document shows their own rent only.
    const memberDocument = await downloaded(s.member, others?.document_url ?? "");
    expect((await pageTexts(memberDocument.bytes))[0]).toContain("£950 a month");

    ok(await sign(s.leader, id));
    ok(await sign(s.member, id));
    expect(ok(await read(s.landlord, id)).body.next_step).toBe(
      `Tenancy out for signature: waiting for ${s.landlord.name}`,
    );
    const done = ok(await sign(s.landlord, id)).body;
    expect(done.state).toBe("signed");
    expect(done.agreements.every((a) => a.signed_at !== null)).toBe(true);
  });
});

describe("deleting an account", () => {
  const deleteAccount = async (who: Person) =>
    ok(
      await t.request(`/api/me/delete`, {
        cookie: who.cookie,
        body: { confirm: ACCOUNT_DELETE_CONFIRMATION },
      }),
    );

  it("keeps a signed agreement for the other parties, without the deleted person's records", async () => {
    const s = await confirmedDeal("erase-signed");
    const { id } = ok(
      await start(s.landlord, s.conversationId, terms({ tenancy_type: "individual", rents: [950, 950] })),
    ).body;
    ok(await upload(s.landlord, id, await sampleAgreement(1), s.leader.id));
    ok(await upload(s.landlord, id, await sampleAgreement(1), s.member.id));
    ok(await send(s.landlord, id));
    for (const party of [s.leader, s.member, s.landlord]) ok(await sign(party, id));
    ok(
      await t.request(`/api/tenancies/${id}/right-to-rent`, {
        method: "PUT",
        cookie: s.landlord.cookie,
        body: {
          tenant_id: s.member.id,
          document: "british_irish_passport",
          time_limited: false,
          checked_on: inDays(0),
          follow_up_on: null,
        },
      }),
    );

    await deleteAccount(s.member);
    const landlordView = ok(await read(s.landlord, id)).body;
    expect(landlordView.state).toBe("signed");
    const theirs = landlordView.agreements.find((a) => a.tenant?.name === DELETED_USER_NAME);
    const pdf = await downloaded(s.landlord, theirs?.document_url ?? "");
    expect([pdf.status, pdf.type]).toEqual([200, "application/pdf"]);
    expect((await pageTexts(pdf.bytes)).at(-1)).toContain(s.member.email);
    expect(
      await t.db.select().from(tenancySignatures).where(eq(tenancySignatures.userId, s.member.id)),
    ).toEqual([]);
    expect(landlordView.right_to_rent.map((e) => [e.occupier.name, e.check])).toEqual([
      [s.leader.name, null],
      [DELETED_USER_NAME, null],
    ]);
  });

  it("withdraws a tenancy not yet signed, for everyone", async () => {
    const s = await uploadedTenancy("erase-unsigned");
    ok(await send(s.landlord, s.id));
    ok(await sign(s.leader, s.id));
    await deleteAccount(s.member);
    expect(ok(await read(s.leader, s.id)).body).toMatchObject({ state: "withdrawn", moves: [] });
  });

  it("leaves the tenants their signed agreement when the landlord's account goes", async () => {
    const s = await uploadedTenancy("erase-landlord");
    ok(await send(s.landlord, s.id));
    for (const party of [s.leader, s.member, s.landlord]) ok(await sign(party, s.id));
    await deleteAccount(s.landlord);
    const view = ok(await read(s.member, s.id)).body;
    expect(view.landlord.name).toBe(DELETED_USER_NAME);
    expect((await downloaded(s.member, view.agreements[0]?.document_url ?? "")).status).toBe(200);
  });
});
