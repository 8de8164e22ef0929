import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  pageTexts,
  pdfJsAttachments,
  qpdfCheck,
  SKIP_QPDF,
  sampleAgreement,
} from "./__fixtures__/sample-pdfs.ts";
import { readAttachments } from "./attachments.ts";
import type { Signature, SigningCertificate } from "./certificate-pages.ts";
import { buildSignableDocument, type SignableDocument } from "./signable-document.ts";
import { buildSignedDocument, SIGNED_AGREEMENT_ATTACHMENT } from "./signed-document.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let signable: SignableDocument;
let signatures: Signature[];
let signed: Uint8Array;
let pages: string[];

const certificate = (overrides: Partial<SigningCertificate> = {}): SigningCertificate => ({
  tenancyReference: "RST-2026-0042",
  completedAt: new Date("2026-12-03T09:30:00Z"),
  signatures,
  ...overrides,
});

beforeAll(async () => {
  signable = await buildSignableDocument(await sampleAgreement(3), {
    title: "Assured tenancy agreement",
    address: "14 Wilmslow Road, Manchester M14 6XQ",
    terms: [{ label: "Rent", value: "£1,650 a month" }],
    parties: [
      { role: "Landlord", name: "Łukasz Kowalski", email: "lukasz@example.com" },
      { role: "Tenant", name: "Zoë Brontë", email: "zoe@example.ac.uk" },
    ],
    preparedAt: new Date("2026-12-02T14:05:00Z"),
  });
  signatures = [
    {
      role: "Landlord",
      name: "Łukasz Kowalski",
      email: "lukasz@example.com",
      signedAt: new Date("2026-12-02T14:05:00Z"),
      ipAddress: "81.2.69.142",
      userAgent: CHROME,
      documentSha256: signable.sha256,
    },
    {
      role: "Tenant",
      name: "Zoë Brontë",
      email: "zoe@example.ac.uk",
      signedAt: new Date("2026-07-01T08:30:00Z"),
      ipAddress: "2001:db8:85a3::8a2e:370:7334",
      userAgent: `${CHROME} `.repeat(6),
      documentSha256: signable.sha256,
    },
  ];
  signed = await buildSignedDocument(signable.bytes, certificate());
  pages = await pageTexts(signed);
});

describe("buildSignedDocument", () => {
  it("keeps the signable document's pages in order and adds the certificate after them", async () => {
    const signablePages = await pageTexts(signable.bytes);
    expect(pages.length).toBe(signablePages.length + 1);
    expect(pages.slice(0, signablePages.length)).toEqual(signablePages);
    expect(pages.at(-1)).toContain("Signing certificate");
  });

  it("lists who signed, their email, when in UK time, from which IP address and the hash", () => {
    const certificateText = pages.slice(4).join("\n");
    expect(certificateText).toContain("RST-2026-0042");
    for (const signature of signatures) {
      for (const text of [signature.name, signature.email, signature.ipAddress, signature.documentSha256]) {
        expect(certificateText).toContain(text);
      }
    }
    expect(certificateText).toContain("2 December 2026 at 14:05 GMT");
    expect(certificateText).toContain("1 July 2026 at 09:30 BST");
    expect(certificateText).toContain("3 December 2026 at 09:30 GMT");
  });

  it("wraps a long user agent and cuts it off after three lines", () => {
    const certificateText = pages.slice(4).join("\n");
    expect(certificateText).toContain("Mozilla/5.0 (Macintosh;");
    expect(certificateText).toContain("…");
    expect(certificateText.split(CHROME.slice(0, 40)).length - 1).toBeLessThan(6);
  });

  it("embeds the signed document, whose SHA-256 is the one the certificate prints", async () => {
    const printed = new Set(
      pages
        .slice(4)
        .join("\n")
        .match(/\b[0-9a-f]{64}\b/g),
    );
    expect([...printed]).toEqual([signable.sha256]);
    const attachments = await readAttachments(signed);
    expect(attachments.map(({ name, mimeType }) => ({ name, mimeType }))).toEqual([
      { name: SIGNED_AGREEMENT_ATTACHMENT, mimeType: "application/pdf" },
    ]);
    expect(sha256(attachments[0]?.bytes ?? new Uint8Array())).toBe(signable.sha256);
    const seenByPdfJs = (await pdfJsAttachments(signed))[SIGNED_AGREEMENT_ATTACHMENT];
    expect(sha256(seenByPdfJs?.content ?? new Uint8Array())).toBe(signable.sha256);
  });

  it("flows many signatures onto further certificate pages", async () => {
    const many = Array.from(
      { length: 9 },
      (_, i) => ({ ...signatures[0], name: `Signer ${i + 1}` }) as Signature,
    );
    const bytes = await buildSignedDocument(signable.bytes, certificate({ signatures: many }));
    const certificatePages = (await pageTexts(bytes)).slice(4);
    expect(certificatePages.length).toBeGreaterThanOrEqual(2);
    expect(certificatePages[1]).toContain("Signing certificate (continued)");
    for (const signer of many) expect(certificatePages.join("\n")).toContain(signer.name);
  });

  it("refuses to certify a signature of another document, or no signature at all", async () => {
    const other = { ...signatures[0], documentSha256: "0".repeat(64) } as Signature;
    await expect(buildSignedDocument(signable.bytes, certificate({ signatures: [other] }))).rejects.toThrow(
      "another document",
    );
    await expect(buildSignedDocument(signable.bytes, certificate({ signatures: [] }))).rejects.toThrow();
  });

  it.skipIf(SKIP_QPDF)("writes a PDF that qpdf --check passes", () => {
    expect(qpdfCheck(signed)).toMatchObject({ status: 0 });
  });
});

describe("readAttachments", () => {
  it("finds none in a PDF without attachments", async () => {
    expect(await readAttachments(signable.bytes)).toEqual([]);
  });
});
